// Drawing a board: counts, labels, marks, the sides, the status and the controls (one of
// the modules of the view, joined in order by mancala_core.widgets.board: see board.js).

import { MAX_DOTS, NS, applyWords, dotPosition, fmt, h, lang, menuOf, placeKey, seedsWord } from "./words.js";
import { bottomOf, build, shapeOf } from "./build.js";
import { canReplay } from "./animate.js";
import { choicesOf } from "./menu.js";
import { request } from "./input.js";

function setCount(cell, count) {
  if (cell.count === count) return;
  cell.count = count;
  cell.countNode.textContent = String(count);
  if (cell.dots) {
    const shownDots = count <= MAX_DOTS ? count : 0;
    if (cell.dots.childElementCount !== shownDots) {
      const frag = document.createDocumentFragment();
      for (let k = 0; k < shownDots; k++) {
        const dot = document.createElement("i");
        const [x, y] = dotPosition(k, shownDots);
        dot.style.left = `${x}%`;
        dot.style.top = `${y}%`;
        if (shownDots > 12) dot.className = "small";
        frag.appendChild(dot);
      }
      cell.dots.replaceChildren(frag);
    }
  }
}

function label(cell, b, extra = "") {
  const words = lang.words;
  const side = b.sides[cell.player] ?? fmt(words.player, { n: cell.player + 1 });
  const menu = menuOf(b);
  const what = cell.pit === null ? (menu ? words[menu.store] : words.store)
    : menu ? fmt(words.hole, { name: menu.names[cell.player][cell.pit - 1] })
      : fmt(words.pit, { name: cell.pit });
  return fmt(words.label, { side, place: what, seeds: seedsWord(cell.count) }) + extra;
}

/** Draw counts, labels and marks of `b` (counts from `counts`, else from `b`);
 * `steps`: the trace of the move that led to `b`, for the last-seed mark. */
export function draw(v, b, counts = null, steps = null) {
  const t0 = performance.now();
  applyWords(v, b);
  if (shapeOf(v, b) !== v.shape) build(v, b);
  v.board = b;
  const words = lang.words;
  const rows = counts ? counts.rows : b.rows;
  const stores = counts ? counts.stores : b.stores;
  const legal = new Set(v.model.get("legal"));
  const hint = v.model.get("hint");
  const interactive = v.model.get("interactive");
  const animating = v.running !== null;
  const marks = new Map((b.marks || []).map((m) => [`${m.player}:${m.pit === null ? "store" : m.pit}`, m]));
  const menu = menuOf(b);
  for (const cell of v.cells.values()) {
    const count = cell.pit === null ? stores[cell.player] : rows[cell.player][cell.pit - 1];
    setCount(cell, count);
    const node = cell.node;
    const isLast = b.last && b.last.player === cell.player && b.last.pit === cell.pit;
    const mine = cell.player === b.to_move && !b.over;
    const playable = cell.pit !== null && mine && (menu
      ? choicesOf(b, cell).some((c) => legal.has(c.move))
      : legal.has(String(cell.pit)));
    const hinted = cell.pit !== null && mine && (menu
      ? choicesOf(b, cell).some((c) => c.move === hint)
      : hint === String(cell.pit));
    if (menu) {
      for (const [hole, cls] of menu.classes) node.classList.toggle(`${NS}-${cls}`, cell.pit === hole);
      if (cell.pit === null) {
        node.querySelector(`.${NS}-stage`).textContent = menu.stages[cell.player];
      }
    }
    node.classList.toggle(`${NS}-last-from`, Boolean(isLast) && !animating);
    node.classList.toggle(`${NS}-hint`, hinted);
    node.classList.toggle(`${NS}-playable`, playable && interactive);
    node.classList.toggle(`${NS}-empty`, count === 0);
    let extra = "";
    const mark = marks.get(`${cell.player}:${cell.pit === null ? "store" : cell.pit}`);
    if (mark) {
      node.dataset.mark = mark.label;
      node.dataset.markKind = mark.kind;
      extra += `, ${mark.label}`;
    } else if (node.dataset.mark) {
      delete node.dataset.mark;
      delete node.dataset.markKind;
    }
    if (cell.pit === null && menu) extra += fmt(words.stage, { stage: menu.stages[cell.player] });
    if (cell.pit !== null) {
      if (interactive) extra = (mark ? `, ${mark.label}` : "") + (playable ? words.playable : words.not_playable);
      if (hinted) extra += words.hint;
      if (isLast) extra += words.started_here;
      // Not aria-disabled: a click on an unplayable pit still gets an answer (the reason).
      node.disabled = !interactive;
    }
    node.setAttribute("aria-label", label(cell, b, extra));
    node.title = label(cell, b, extra);
  }
  const lastSow = counts || !steps ? null : lastSown(steps);
  for (const cell of v.cells.values()) {
    const key = placeKey({ player: cell.player, pit: cell.pit });
    cell.node.classList.toggle(`${NS}-last-to`, lastSow !== null && key === lastSow && !animating);
  }
  // While a move is animated, the band and the name stay with the player moving.
  drawSides(v, b, counts && b.last ? b.last.player : null);
  v.root.dataset.redrawMs = (performance.now() - t0).toFixed(3);
}

function lastSown(steps) {
  for (let i = steps.length - 1; i >= 0; i--) {
    if (steps[i].kind === "sow" && steps[i].place) return placeKey(steps[i].place);
  }
  return null;
}

/** Names, bands and status; `mover`: the player whose move is being animated, or null. */
function drawSides(v, b, mover) {
  const words = lang.words;
  v.title.textContent = b.heading || b.title;  // the rules in words, never their label
  v.grid.setAttribute("aria-label", fmt(words.board, { game: b.title }));
  const moving = (player) => mover !== null ? player === mover : player === b.to_move && !b.over;
  const ring = b.players !== 2;
  const menu = menuOf(b);
  v.sideNodes.forEach((node, player) => {
    const toMove = moving(player);
    node.classList.toggle(`${NS}-to-move`, toMove);
    // The arrow points from the name to the player's row: up from below the board.
    const arrow = ring ? "" : player === bottomOf(v, b) ? " ▲" : " ▼";
    const stage = menu ? ` · ${menu.stages[player]}` : "";
    // (on a ring, "to move" goes under the name, as the layout leaves room for)
    const turn = toMove ? `${ring ? "\n" : `${arrow} `}${words.to_move}` : "";
    node.textContent = `${b.sides[player]}${turn}${stage}`;
  });
  if (ring) {
    for (const cell of v.cells.values()) cell.node.classList.toggle(`${NS}-turn`, moving(cell.player));
  }
  v.bands.forEach((band, player) => band.classList.toggle(`${NS}-to-move`, moving(player)));
  v.root.classList.toggle(`${NS}-over`, b.over);
  v.root.dataset.toMove = String(b.to_move);
  if (b.over && menu && menu.result) {
    v.status.textContent = menu.result;
  } else if (b.over) {
    // the winner's score first ("North wins 26–22"), as the static picture says it
    const ordered = b.winner === null ? b.scores
      : [b.scores[b.winner], ...b.scores.filter((_s, p) => p !== b.winner)];
    const score = ordered.join("–");
    v.status.textContent = b.winner === null
      ? fmt(words.draw, { scores: score })
      : fmt(words.wins, { side: b.sides[b.winner], scores: score });
  } else {
    v.status.textContent = ""; // the side names say whose turn it is
  }
  v.status.hidden = !b.over || mover !== null;
}

export function drawControls(v) {
  const model = v.model;
  const words = lang.words;
  const interactive = model.get("interactive");
  v.root.classList.toggle(`${NS}-figure`, !interactive);
  const legal = model.get("legal");
  // (the moves of a board with a menu of a hole's moves all start from a hole: it offers them)
  const current = model.get("_board");
  const menu = menuOf(current);
  const holeMoves = menu ? new Set(menu.choices.map((c) => c.move)) : null;
  const others = interactive
    ? legal.filter((m) => !/^[0-9]+$/.test(m) && !(holeMoves && holeMoves.has(m)))
    : [];
  if (others.join(" ") !== v.specialShown) {
    v.specialShown = others.join(" ");
    v.special.replaceChildren(...others.map((m) => {
      const button = h("button", `${NS}-button`, { type: "button", "data-move": m },
        specialLabel(m));
      button.addEventListener("click", () => request(v, m));
      return button;
    }));
  }
  const speed = model.get("animation_speed");
  v.speed.value = String(Math.round(speed));
  const n = Math.round(speed);
  v.speedText.textContent = speed <= 0 ? words.off
    : (words.speeds && words.speeds[n]) || fmt(words.steps_per_second, { n });
  v.speedLabel.hidden = !interactive;
  v.skip.hidden = v.running === null;
  v.replay.hidden = !canReplay(v) || model.get("animation_speed") <= 0;
  v.undo.hidden = !(interactive && model.get("show_undo") && current.can_undo);
  const text = model.get("message");
  v.message.textContent = text;
  v.message.hidden = text === "";
}

/** Moves that are not a pit (the pie rule's swap, resigning) get buttons of their own. */
function specialLabel(m) {
  return ({ swap: lang.words.swap, resign: lang.words.resign })[m] ?? m;
}

export function showNow(v, job) {
  draw(v, job.board, null, job.steps);
  v.root.dataset.position = job.text;
  v.caption.textContent = job.board.move ? describeMove(job) : "";
}

function describeMove(job) {
  const b = job.board;
  const mover = b.last ? b.sides[b.last.player] : "";
  // what the move did: its captures, an extra move, a swap, the end; and a skipped pit of
  // the opponent's (Oware's grand slam that captures nothing)
  const news = (s) => s.kind === "capture" || s.kind === "extra-move" || s.kind === "swap" || s.kind === "end" ||
    (s.kind === "skip" && s.place && s.place.pit !== null && b.last && s.place.player !== b.last.player);
  const notes = job.steps.filter(news).map((s) => s.text);
  return notes.length
    ? fmt(lang.words.played_notes, { side: mover, move: b.move, notes: notes.join("; ") })
    : fmt(lang.words.played, { side: mover, move: b.move });
}
