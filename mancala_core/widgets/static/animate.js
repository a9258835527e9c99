// Animating moves seed by seed from their step traces, the queue of positions waiting to
// be shown, the pause after a move, Skip and Replay (one of the modules of the view,
// joined in order by mancala_core.widgets.board: see board.js).

import { NS, placeKey } from "./words.js";
import { shapeOf } from "./build.js";
import { draw, drawControls, showNow } from "./draw.js";
import { closeMenu } from "./menu.js";

function flash(v, place, cls, ms) {
  const cell = v.cells.get(placeKey(place));
  if (!cell) return;
  cell.node.classList.remove(cls);
  void cell.node.offsetWidth; // restart the CSS animation
  cell.node.classList.add(cls);
  v.flashTimers.push(setTimeout(() => cell.node.classList.remove(cls), ms));
}

function clearMarks(v) {
  for (const cell of v.cells.values()) {
    cell.node.classList.remove(`${NS}-sown`, `${NS}-skipped`, `${NS}-captured`, `${NS}-picked`, `${NS}-hand`);
    cell.node.removeAttribute("data-hand");
  }
  for (const t of v.flashTimers) clearTimeout(t);
  v.flashTimers = [];
}

function stepDelay(v, step) {
  const speed = v.model.get("animation_speed");
  const base = 1000 / Math.max(speed, 0.5);
  if (step.kind === "capture" || step.kind === "collect") return base * 1.8;
  if (step.kind === "extra-move" || step.kind === "swap" || step.kind === "end") return base * 2.5;
  if (step.kind === "pick") return base * 1.4;
  return base;
}

function applyStep(v, counts, step, hand) {
  const p = step.place;
  const set = (place, value) => {
    if (place.pit === null) counts.stores[place.player] = value;
    else counts.rows[place.player][place.pit - 1] = value;
  };
  const get = (place) => place.pit === null ? counts.stores[place.player] : counts.rows[place.player][place.pit - 1];
  const ms = stepDelay(v, step) * 0.9;
  switch (step.kind) {
    case "pick": {
      // Most picks empty their pit; a seed from Bao's hand or its nyumba's tax takes a few.
      set(p, Math.max(0, get(p) - step.seeds));
      hand.seeds = step.seeds;
      hand.from = p;
      const cell = v.cells.get(placeKey(p));
      if (cell) cell.node.classList.add(`${NS}-picked`);
      break;
    }
    case "sow":
      set(p, step.count);
      hand.seeds = Math.max(0, hand.seeds - 1);
      flash(v, p, `${NS}-sown`, ms);
      break;
    case "skip":
      flash(v, p, `${NS}-skipped`, ms);
      break;
    case "capture":
    case "collect":
      set(p, Math.max(0, get(p) - step.seeds));
      if (step.to) set(step.to, get(step.to) + step.seeds);
      flash(v, p, `${NS}-captured`, ms);
      if (step.to) flash(v, step.to, `${NS}-sown`, ms);
      break;
    default:
      break;
  }
  // The seeds still in hand ride on the pit they were picked from.
  if (hand.from) {
    const cell = v.cells.get(placeKey(hand.from));
    if (cell) {
      if (hand.seeds > 0) cell.node.setAttribute("data-hand", `${hand.seeds}`);  // the hand: board.css
      else { cell.node.removeAttribute("data-hand"); }
    }
  }
  v.caption.textContent = step.text;
  v.caption.classList.toggle(`${NS}-caption-strong`, step.kind !== "sow" && step.kind !== "pick");
}

/** Tell Python the view has finished showing this position (a Game's computer
 * replies, and its move list follows, only once the learner has seen their move). */
export function reportShown(v, text) {
  try { v.model.send({ type: "shown", position: text }); } catch (error) { /* no kernel */ }
}

function finish(v, job) {
  if (v.running && v.running.timer !== null) clearTimeout(v.running.timer);
  v.running = null;
  clearMarks(v);
  v.root.dataset.animating = "false";
  showNow(v, job);
  drawControls(v);
  reportShown(v, job.text);
  const pause = Number(v.model.get("pause")) || 0;
  if (pause > 0 && v.queue.length) {
    v.root.dataset.holding = "true";
    v.holding = setTimeout(() => endHold(v), pause * 1000);
  } else next(v);
}

/** End a pause after a move (if one is on) and draw what waits in the queue. */
function endHold(v) {
  if (v.holding === null) return;
  clearTimeout(v.holding);
  v.holding = null;
  v.root.dataset.holding = "false";
  next(v);
}

function animate(v, job) {
  const counts = { rows: v.board.rows.map((r) => r.slice()), stores: v.board.stores.slice() };
  // Start from what is on screen: the position before the move.
  for (const cell of v.cells.values()) {
    if (cell.pit === null) counts.stores[cell.player] = cell.count;
    else counts.rows[cell.player][cell.pit - 1] = cell.count;
  }
  const hand = { seeds: 0, from: null };
  let index = 0;
  v.running = { job, timer: null };
  v.root.dataset.animating = "true";
  v.root.dataset.animations = String(Number(v.root.dataset.animations || 0) + 1);
  drawControls(v);
  draw(v, job.board, counts); // marks and legality of the new position, counts of the old
  const tick = () => {
    if (!v.running || v.running.job !== job) return;
    if (index >= job.steps.length) { finish(v, job); return; }
    const step = job.steps[index++];
    applyStep(v, counts, step, hand);
    draw(v, job.board, counts);
    if (index === 1 && v.clickTime !== null) {
      const t = v.clickTime;
      v.clickTime = null;
      requestAnimationFrame(() => {
        v.root.dataset.clickToFrameMs = (performance.now() - t).toFixed(1);
      });
    }
    v.running.timer = setTimeout(tick, stepDelay(v, step));
  };
  tick();
}

/** The board before its last move, drawn from the counts Python sent (`_board.from`). */
export function showBefore(v, b) {
  const before = {
    ...b, rows: b.from.rows, stores: b.from.stores, to_move: b.from.to_move,
    last: null, move: "", position: b.before, over: false, marks: [],
  };
  draw(v, before);
  v.root.dataset.position = b.before;
  v.caption.textContent = "";
}

export function canReplay(v) {
  const b = v.model.get("_board");
  return Boolean(b && b.from && b.before && (v.model.get("last_trace") || []).length > 0);
}

/** Animate the last move again from the position before it (drawing only). */
export function replayLast(v) {
  if (!canReplay(v)) return;
  const b = v.model.get("_board");
  if (v.running && v.running.timer !== null) clearTimeout(v.running.timer);
  v.running = null;
  if (v.holding !== null) { clearTimeout(v.holding); v.holding = null; v.root.dataset.holding = "false"; }
  v.queue.length = 0;
  clearMarks(v);
  closeMenu(v);
  v.drawnText = b.position;
  showBefore(v, b);
  v.queue.push({ text: b.position, board: b, steps: v.model.get("last_trace") || [] });
  next(v);
}

export function next(v) {
  if (v.running || v.holding !== null) return;
  const job = v.queue.shift();
  if (!job) return;
  const canAnimate = job.steps.length > 0 && job.board.before === v.root.dataset.position
    && v.model.get("animation_speed") > 0 && v.board !== null
    && shapeOf(v, job.board) === v.shape;
  if (canAnimate) animate(v, job);
  else { clearMarks(v); showNow(v, job); drawControls(v); reportShown(v, job.text); next(v); }
}

export function skipAll(v) {
  if (v.holding !== null && !v.running) {
    // a pause after a move: draw the last move waiting at once
    clearTimeout(v.holding);
    v.holding = null;
    v.root.dataset.holding = "false";
    let last = null;
    while (v.queue.length) last = v.queue.shift();
    if (last) { clearMarks(v); showNow(v, last); drawControls(v); reportShown(v, last.text); }
    return;
  }
  if (!v.running) return;
  const job = v.running.job;
  // Skip this move and every move waiting behind it.
  let last = job;
  while (v.queue.length) last = v.queue.shift();
  if (v.running.timer !== null) clearTimeout(v.running.timer);
  v.running = null;
  clearMarks(v);
  v.root.dataset.animating = "false";
  showNow(v, last);
  drawControls(v);
  reportShown(v, last.text);
}
