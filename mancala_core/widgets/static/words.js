// The board view's words and the small helpers every part of the view uses (one of the
// modules of the view, joined in order by mancala_core.widgets.board: see board.js).

export const NS = "mc";
export const MAX_DOTS = 20;

/** Where seed dot k of n sits inside a pit, as percentages: a ring around the count. */
export function dotPosition(k, n) {
  const angle = -Math.PI / 2 + (2 * Math.PI * k) / n;
  return [50 + 36 * Math.cos(angle), 50 + 36 * Math.sin(angle)];
}

export function h(tag, className, attrs = {}, text = null) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

// The words come from Python in the learner's language (`_board.words`, made by
// mancala_core.widgets.view.view_words): templates with %(name)s placeholders. These English
// ones only stand in until the first board arrives.
const ENGLISH = {
  language: "en", speed: "Speed", speed_label: "animation speed", steps_per_second: "%(n)s steps/s",
  off: "off", skip: "Skip animation", replay: "↻ Replay",
  replay_title: "show the last move again, seed by seed", undo: "↶ Undo",
  undo_title: "take back the last move", swap: "Swap sides", resign: "Resign",
  label: "%(side)s %(place)s: %(seeds)s", store: "store", hand: "hand", pit: "pit %(name)s",
  hole: "hole %(name)s", player: "Player %(n)s", seeds: [], seed: "1 seed", many: "%(n)s seeds",
  stage: ", %(stage)s stage", playable: ", playable", not_playable: ", not playable now",
  hint: ", hint", started_here: ", the last move started here", board: "%(game)s board",
  to_move: "to move", draw: "Game over: a draw, %(scores)s",
  wins: "Game over: %(side)s wins %(scores)s", played: "%(side)s played %(move)s",
  played_notes: "%(side)s played %(move)s: %(notes)s", move_from: "Move from %(hole)s:",
  choose_from: "Choose a move from %(hole)s", cancel: "Cancel",
};
/** The words of the board drawn last (`lang.words`), shared by the boards of a page. */
export const lang = { words: ENGLISH };

/** `template` with each %(name)s replaced by `params[name]`. */
export function fmt(template, params = {}) {
  return String(template).replace(/%\((\w+)\)s/g, (all, name) => (name in params ? String(params[name]) : all));
}

export function seedsWord(n) {
  const known = lang.words.seeds && lang.words.seeds[n];
  if (known !== undefined) return known;
  return n === 1 ? fmt(lang.words.seed, { n }) : fmt(lang.words.many, { n });
}

export function placeKey(place) {
  return `${place.player}:${place.pit === null ? "store" : place.pit}`;
}

/** Put the words of `b` (its language) on the board's fixed parts. */
export function applyWords(v, b) {
  lang.words = { ...ENGLISH, ...((b && b.words) || {}) };
  const words = lang.words;
  if (words.language === v.wordsShown) return;
  v.wordsShown = words.language;
  v.root.lang = words.language;
  v.speed.setAttribute("aria-label", words.speed_label);
  v.speedWord.textContent = words.speed;
  v.skip.textContent = words.skip;
  v.replay.textContent = words.replay;
  v.replay.title = words.replay_title;
  v.undo.textContent = words.undo;
  v.undo.title = words.undo_title;
  v.specialShown = "\u0000"; // the special moves' buttons are made again
}

/** The menu of a hole's moves that `b`'s rules declare (`_board.hole_menu`: the holes'
 * names, the stages, the result, the choices, the store's word, the holes drawn apart),
 * or null where a click on a pit plays it. */
export function menuOf(b) {
  return (b && b.hole_menu) || null;
}
