"""The diagnosis of a learner's count of a sowing: which miscount gives the place they
named, why a place holds what it holds after a move; all on the one model of the
sowing ring (:mod:`coursework.kinds.ring`)."""

from __future__ import annotations

import mancala_core as mc
from mancala_core.games.oware.narrator import grand_slam
from mancala_core.i18n import _
from mancala_core.rules.explain import possessive

from .ring import counted, lap, plain_ring, skips_origin, sows_pits_only

__all__ = ["miscount", "narrow_last_seed", "never_sown", "relay_from", "relays",
           "store_not_sown", "why_place"]


def narrow_last_seed(trace: mc.MoveTrace, place: mc.Place) -> str:
    """Where a learner's count of ``trace`` went astray, without the place it ends in:
    which seed of the sowing ``place`` gets, or that it gets none."""
    sown = trace.sown()
    rules = trace.before.rules
    where = possessive(place, rules)
    if place in sown and not relays(trace):
        k = sown.index(place) + 1
        return _("%(place)s gets seed number %(k)s of %(n)s: count on from there, one "
                 "place for each seed still in the hand") % {
            "place": where, "k": k, "n": len(sown)}
    if place in sown:
        return _("%(place)s is passed on the way: follow the sowing on from there to its "
                 "very last seed") % {"place": where}
    return _("this sowing drops no seed into %(place)s: list the places it does reach, in "
             "order, and take the last") % {"place": where}


def never_sown(position: mc.Position, store: mc.Place) -> bool:
    """True if a sowing of the player to move never drops a seed into ``store``: the
    opponent's store in Kalah and Congkak, every store in Oware, Mankala 2/4, Toguz
    Kumalak (and Bao's hands), none in Basic mancala (every store is sown)."""
    sown = position.rules.sown_stores
    if sown == "all":
        return False
    return sown == "none" or store.player != position.to_move


def store_not_sown(position: mc.Position, store: mc.Place) -> str:
    """Why ``store`` gets no seed from the sowing of the player to move."""
    rules = position.rules
    if sows_pits_only(rules):
        return _("%(store)s gets no seed: in Oware no seed is ever sown into a store (the "
                 "stores hold only captured seeds)") % {"store": possessive(store, rules)}
    if rules.sown_stores == "none":
        seed, where = rules.seed_word, rules.store_word
        return (f"{possessive(store, rules)} gets no {seed}: in {rules.title} no {seed} is "
                f"ever sown into a {where} (the {where}s hold only captured {seed}s)")
    return _("%(place)s is skipped: seeds never go into the opponent's store") % {
        "place": possessive(store, rules)}


def relays(trace: mc.MoveTrace) -> list[mc.Step]:
    """The pick steps where a sowing goes on from the hole its last seed fell into."""
    return [s for s in trace.steps if s.kind == "pick" and s.place is not None
            and (s.note.startswith("relay") or "safari" in s.note)]


def relay_from(trace: mc.MoveTrace, place: mc.Place) -> str:
    """If a sowing of ``trace`` ended in ``place`` and went on from there (a relay, in
    Congkak and Bao), say so; else ``""``."""
    found = [s for s in relays(trace) if s.place == place]
    if not found:
        return ""
    rules = trace.before.rules
    where = possessive(place, rules)
    if "safari" in found[0].note:
        return (f"a sowing does end in {where}, the nyumba, but with + (safari) the mover "
                "empties it and sows its seeds on, so the move does not end there")
    return (f"a sowing does end in {where}, but that {rules.pit_word} held {rules.seed_word}s: "
            f"the mover picks them all up and sows on (a relay), so the move does not end "
            "there")


def miscount(trace: mc.MoveTrace, place: mc.Place) -> str:
    """If ``place`` is where the last seed would land with a typical miscount of a sowing
    (Kalah's or Oware's, on the ring of :func:`~coursework.kinds.ring.counted`), say which;
    else ``""``."""
    before = trace.before
    pit = trace.move.pit
    rules = before.rules
    if pit is None or place == trace.last_place() or not plain_ring(rules):
        return ""
    if sows_pits_only(rules):
        return _pits_only_miscount(trace, pit, place)
    if rules.sown_stores != "own" or skips_origin(rules):
        return ""
    seeds = len(trace.sown())
    me, other = before.to_move, 1 - before.to_move
    places = len(lap(rules, me, pit))
    mistakes: list[tuple[dict[str, list[mc.Place]], str]] = [
        ({"add": [mc.Place(other)]}, _("you seem to have counted %(store)s as a place: it is "
                                       "skipped, so one lap is %(n)s places") % {
            "store": possessive(mc.Place(other), rules.side_names), "n": places}),
        ({"leave_out": [mc.Place(me, pit)]}, _(
            "you seem to have skipped the pit you emptied: in Kalah a lap drops a seed into "
            "it like any other pit")),
        ({"leave_out": [mc.Place(me)]}, _("you seem to have left out your own store: the "
                                          "sowing drops a seed into it every time it passes")),
    ]
    for flags, why in mistakes:
        if "leave_out" in flags and flags["leave_out"][0].pit is not None and seeds < places:
            continue  # only a lap reaches the emptied pit
        ring = counted(rules, me, pit, **flags)
        if ring[(seeds - 1) % len(ring)] == place:
            return why
    return ""


def _pits_only_miscount(trace: mc.MoveTrace, pit: int, place: mc.Place) -> str:
    """:func:`miscount` for Oware: a store counted as a place (a Kalah habit), or the
    emptied pit sown on a lap."""
    before = trace.before
    rules = before.rules
    seeds = len(trace.sown())
    n = rules.pits_per_player
    me, other = before.to_move, 1 - before.to_move
    mine = possessive(mc.Place(me), rules.side_names)
    mistakes: list[tuple[list[mc.Place], str]] = [
        ([mc.Place(me)], _("you seem to have counted %(store)s as a place, as in Kalah: "
                           "in Oware no seed is ever sown into a store") % {"store": mine}),
        ([mc.Place(me), mc.Place(other)], _("you seem to have counted the stores as places: "
                                            "in Oware no seed is ever sown into a store")),
        ([mc.Place(me, pit)], _("you seem to have dropped a seed into the pit you emptied: in "
                                "Oware the sowing skips it when it comes round (a lap is "
                                "%(n)s pits)") % {"n": 2 * n - 1}),
    ]
    for added, why in mistakes:
        if added[0].pit is not None and seeds <= len(lap(rules, me, pit)):
            continue  # only a sowing of 2n seeds or more comes back to the emptied pit
        ring = counted(rules, me, pit, add=added)
        if ring[(seeds - 1) % len(ring)] == place:
            return why
    return ""


def why_place(place: mc.Place, trace: mc.MoveTrace) -> str:
    """Why ``place`` holds what it holds after the move, in a few words."""
    mover = trace.before.to_move
    rules = trace.before.rules
    sown = sum(1 for p in trace.sown() if p == place)
    start = mc.Place(mover, trace.move.pit)
    skipped = place.pit is None and any(
        s.kind == "skip" and s.place == place for s in trace.steps)
    captured = sum(s.seeds for s in trace.steps if s.kind == "capture" and s.place == place)
    gained = sum(
        s.seeds for s in trace.steps if s.kind in ("capture", "collect") and s.to == place
    )
    collected = sum(s.seeds for s in trace.steps if s.kind == "collect" and s.place == place)
    if place == start:
        lap = f", then the sowing comes round and drops {sown} back into it" if sown else ""
        if any(s.kind == "skip" and s.place == place for s in trace.steps):
            lap = _(", and when the sowing comes round it skips it: in Oware the emptied pit "
                    "gets no seed back")
        capture = ", then it is captured" if captured else ""
        return f"the move takes every seed out of it{lap}{capture}"
    if skipped:
        return "sowing skips the opponent's store"
    if captured:
        return f"its {captured} seed(s) are captured"
    if collected:
        return f"the game is over and its {collected} seed(s) go to a store"
    if place.pit is None:
        parts = []
        if sown and trace.last_place() == place:
            parts.append("the last seed lands there" if sown == 1 else
                         f"the sowing drops {sown} seeds there, the last one included")
        elif sown:
            parts.append(f"the sowing passes it and drops {sown} seed{'s' * (sown > 1)} there")
        caught = [s for s in trace.steps if s.kind == "capture" and s.to == place]
        if caught:
            taken = sum(s.seeds for s in caught)
            last = trace.last_place()
            # Kalah's capture takes the last seed from the mover's own pit; Oware's takes
            # the opponent's pits, the last one included
            own_last = [s for s in caught if s.place == last and last is not None
                        and last.player == mover]
            facing = [f"{s.seeds} from {possessive(s.place, rules)}" for s in caught
                      if s.place is not None and s not in own_last]
            last_seed = ["the last seed"] if own_last else []
            parts.append(f"the capture adds {taken}: " + " and ".join([*facing, *last_seed]))
        swept = sum(s.seeds for s in trace.steps if s.kind == "collect" and s.to == place)
        if swept:
            parts.append(f"the game ends and {swept} seed{'s' * (swept != 1)} left on the "
                         "board go there")
        refill = [s for s in trace.steps if s.kind == "pick" and s.place == place]
        if refill:  # a new round of a Congkak match is filled out of the store
            holes = refill[0].seeds // 7
            burnt = rules.pits_per_player - holes
            parts.append(
                f"the round ends and a new one starts: {holes} hole{'s' * (holes != 1)} are "
                f"filled with 7 seeds each out of it ({refill[0].seeds}), "
                + (f"{burnt} that cannot be filled are burnt, " if burnt else "")
                + "and the seeds over a multiple of 7 stay in it")
        if gained and not caught and not swept:  # other games' gains
            parts.append(f"{gained} seed(s) are added at the end of the move")
        if not parts and sows_pits_only(rules):
            return _("no seed is ever sown into a store in Oware, and this move captures "
                     "nothing")
        return " and ".join(parts) if parts else "the sowing does not reach it"
    if sown:
        drops = f"the sowing drops {sown} seed{'s' * (sown > 1)} into it"
        if grand_slam(trace) and not trace.captured() \
                and place.player != mover and "grand_slam" in rules.options:
            return _("%(drops)s, and a grand slam captures nothing, so it keeps them all") % {
                "drops": drops}
        return drops
    return "the sowing does not reach it, so it keeps its seeds"
