// The view of mancala_core.widgets.BoardWidget: the entry of its modules.
//
// Python is the authority: the view draws the board from the synced `_board` dict,
// animates the last move from `last_trace` (one step dict per seed picked up, sown,
// skipped or captured, its `text` the reason of the step, shown as the caption) and sends
// requests: {type: "move", move: "3"} and {type: "undo"}. It never decides what is legal.
//
// Its parts are ES modules, each for one job: words.js (the words and small helpers),
// build.js (the places, from Python's layout), draw.js (counts, labels, sides, controls),
// animate.js (the moves seed by seed, the queue, Skip, Replay), menu.js (the menu of a
// hole's moves), input.js (clicks, keys, requests) and this one. anywidget takes one
// module: mancala_core.widgets.board joins them in that order (their imports and
// `export` words left out, this one's `export default` kept), so the same text runs in
// JupyterLab, Voilà and the offline site.
//
// A board that arrives with a last move (BoardWidget.showing) animates it once
// when it first scrolls into view, from the counts before it (`_board.from`,
// sent by Python); its Replay button animates it again. Replay never asks
// Python anything: it only draws.
//
// For tests and automation every pit and store carries data-player (0 = South)
// and data-pit (1..n from its owner's left, or "store") and shows its count as
// its text; the root carries data-position (the position drawn),
// data-animating ("true" while a move is being animated), data-animations (how
// many have started) and data-pending while a shown move waits to be seen.
//
// `pause` (seconds) keeps the result of an animated move on screen that long
// before the next move waiting in the queue is drawn (a move taken back, the
// opponent's answer); the root carries data-holding="true" meanwhile. A click
// during the pause ends it at once.
//
// `bottom` (a player index, 0 = South by default) is the side drawn nearest the viewer:
// its row at the bottom, numbered from its left, the other row on top; a ring of 3 or
// 4 players is turned to put its row at the bottom. Python checks it; this module only
// draws it (the root carries data-bottom). Cells are keyed by place, so clicks, marks
// and the sowing animation follow the places wherever they are drawn.
//
// What a game's board needs beyond rows and stores its rules declare (Rules.view), and
// Python sends it as `_board.hole_menu` where a click on a hole chooses among its moves:
// Bao's four rows (layout "four-rows"), where a pit's data-pit is its hole index (front
// row 1..8, back row 9..16, as in pos.pits(p)) and its "store" is the hand. Its moves
// carry choices (direction, kichwa, stop or continue): a click on a hole offers the legal
// moves from it (`hole_menu.choices`, described by Python) in a small menu (menu.js).

import { NS, h, lang } from "./words.js";
import { draw, drawControls, showNow } from "./draw.js";
import { canReplay, next, replayLast, reportShown, showBefore, skipAll } from "./animate.js";
import { closeMenu, onMenuKey, onOutside } from "./menu.js";
import { onClick, onKey, onSpeed, requestUndo } from "./input.js";

/** The view's fixed parts, and its state: the modules share it as `v`. */
function viewOf(model, el) {
  const words = lang.words;
  const v = {
    model, el,
    root: h("div", `${NS}-root`),
    shape: "",        // "players x pits": rebuild the DOM when it changes
    cells: new Map(), // placeKey -> {node, count, dots, numberNode}
    drawnText: null,  // the position text the board shows (or will, once queued jobs run)
    board: null,      // the _board dict last drawn
    queue: [],        // jobs: {text, board, steps}
    holding: null,    // the timer of a pause after a move (see `pause`), or null
    running: null,    // {job, timer, skip}
    clickTime: null,  // performance.now() of the last click, for the latency probe
    flashTimers: [],
    bands: [],        // the row bands, by player (two-row boards)
    sideNodes: [],    // the nodes that name each player
    grid2d: new Map(), // "row:column" -> cell, for the arrow keys on several rows of holes
    menuFor: null,    // the cell whose menu of moves is open
    specialShown: "",
    wordsShown: "",
    title: h("div", `${NS}-title`),
    topName: h("div", `${NS}-side ${NS}-side-top`),
    grid: h("div", `${NS}-board`, { role: "group" }),
    bottomName: h("div", `${NS}-side ${NS}-side-bottom`),
    status: h("div", `${NS}-status`, { "aria-live": "polite" }),
    caption: h("div", `${NS}-caption`, { "aria-live": "polite" }),
    message: h("div", `${NS}-message`, { role: "alert" }),
    tools: h("div", `${NS}-tools`),
    speedLabel: h("label", `${NS}-speed`),
    speedText: h("span", `${NS}-speed-text`),
    speed: h("input", "", {
      type: "range", min: "0", max: "20", step: "1", "aria-label": words.speed_label,
    }),
    speedWord: h("span", "", {}, words.speed),
    skip: h("button", `${NS}-button ${NS}-skip`, { type: "button" }, words.skip),
    replay: h("button", `${NS}-button ${NS}-replay`,
      { type: "button", title: words.replay_title }, words.replay),
    undo: h("button", `${NS}-button ${NS}-undo`,
      { type: "button", title: words.undo_title }, words.undo),
    // Moves that are not a pit (the pie rule's swap, resigning) get buttons of their own.
    special: h("span", `${NS}-special`),
    // The choices of the move from the hole clicked (direction/kichwa, stop or continue).
    menu: h("div", `${NS}-choices`, { role: "menu", hidden: "" }),
  };
  v.speedLabel.append(v.speedWord, v.speed, v.speedText);
  v.tools.append(v.speedLabel, v.skip, v.replay, v.undo, v.special);
  v.root.append(v.title, v.topName, v.grid, v.bottomName, v.status, v.caption, v.message,
    v.tools, v.menu);
  return v;
}

// -- model events -------------------------------------------------------------------

function onPosition(v) {
  const model = v.model;
  const job = {
    text: model.get("_board").position,
    board: model.get("_board"),
    steps: model.get("last_trace") || [],
  };
  if (job.text === v.drawnText) {
    // The same position in another language: say it again in place, no animation. The
    // same position with other marks (BoardWidget.mark): draw them, now or when the move
    // that reaches it has been shown.
    const said = (b) => ((b && b.words) || {}).language;
    if (v.running && v.running.job.text === job.text) v.running.job.board = job.board;
    for (const queued of v.queue) if (queued.text === job.text) queued.board = job.board;
    if (!v.running && v.board && said(job.board) !== said(v.board)) {
      showNow(v, job);
      drawControls(v);
    } else if (!v.running && v.board && v.root.dataset.position === job.text) {
      draw(v, job.board, null, lastSteps(v));
      drawControls(v);
    }
    return;
  }
  v.drawnText = job.text;
  closeMenu(v);
  v.queue.push(job);
  next(v);
}

function lastSteps(v) {
  return v.model.get("_board").position === v.root.dataset.position ? v.model.get("last_trace") : null;
}

/** Another side at the bottom: the board is built again (its shape includes the
 * bottom) and drawn as it stands; a move being animated goes on in the new places. */
function onBottom(v) {
  if (!v.running && v.board) {
    draw(v, v.board, null, lastSteps(v));
    drawControls(v);
  }
}

function onMarks(v) {
  if (!v.running && v.board) draw(v, v.board, null, lastSteps(v));
  drawControls(v);
}

// -- the view ---------------------------------------------------------------------------

function render({ model, el }) {
  el.classList.add("mancala-widget");
  const v = viewOf(model, el);
  const root = v.root;
  el.appendChild(root);

  const listeners = [
    [v.grid, "click", (event) => onClick(v, event)],
    [v.grid, "keydown", (event) => onKey(v, event)],
    [v.menu, "keydown", (event) => onMenuKey(v, event)],
    [v.speed, "input", () => onSpeed(v)],
    [v.skip, "click", () => skipAll(v)],
    [v.replay, "click", () => replayLast(v)],
    [v.undo, "click", () => requestUndo(v)],
  ];
  for (const [node, name, callback] of listeners) node.addEventListener(name, callback);
  const outside = (event) => onOutside(v, event);
  document.addEventListener("pointerdown", outside, true);

  // Benchmark hook for the browser tests: time `n` full redraws (every count and
  // label rewritten) of the board on screen; returns milliseconds per redraw.
  root.mancalaBench = (n = 100, b = null) => {
    const target = b ?? v.board;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      for (const cell of v.cells.values()) cell.count = -1; // force every pit to redraw
      draw(v, target, null, lastSteps(v));
      void v.grid.offsetHeight; // include layout
    }
    return (performance.now() - t0) / n;
  };

  const controls = () => drawControls(v);
  const events = {
    // `_board` (with the position text in it) changes with every new position, and it
    // arrives with `last_trace` and `legal` in one message; `position` alone may come first.
    "change:_board": () => onPosition(v),
    "change:message": controls,
    "change:interactive": () => onMarks(v),
    "change:show_undo": controls,
    "change:animation_speed": controls,
    "change:hint": () => onMarks(v),
    "change:bottom": () => onBottom(v),
    "change:legal": () => onMarks(v),
  };
  for (const [name, callback] of Object.entries(events)) model.on(name, callback);

  // First picture. A board that arrives with a last move shows the position before it
  // and animates the move once, when it first scrolls into view.
  const initial = model.get("_board");
  const first = { text: initial.position, board: initial, steps: [] };
  v.drawnText = first.text;
  root.dataset.animating = "false";
  let observer = null;
  if (canReplay(v) && model.get("animation_speed") > 0) {
    showBefore(v, initial);
    root.dataset.pending = "true";
    const start = () => {
      if (observer) observer.disconnect();
      observer = null;
      delete root.dataset.pending;
      // Only if nothing happened meanwhile: the same position, still drawn before it.
      if (model.get("_board").position !== initial.position) return;
      if (v.running || v.queue.length || root.dataset.position !== initial.before) return;
      v.queue.push({ text: initial.position, board: initial, steps: model.get("last_trace") || [] });
      next(v);
    };
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      }, { threshold: 0.3 });
      observer.observe(root);
    } else {
      setTimeout(start, 0);
    }
  } else {
    showNow(v, first);
    reportShown(v, first.text);
  }
  drawControls(v);

  return () => {
    document.removeEventListener("pointerdown", outside, true);
    if (observer) observer.disconnect();
    for (const [name, callback] of Object.entries(events)) model.off(name, callback);
    if (v.running && v.running.timer !== null) clearTimeout(v.running.timer);
    for (const t of v.flashTimers) clearTimeout(t);
    v.running = null;
    if (v.holding !== null) clearTimeout(v.holding);
    v.holding = null;
    v.queue.length = 0;
    el.classList.remove("mancala-widget");
    root.remove();
  };
}

export default { render };
