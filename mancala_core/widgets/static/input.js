// What the learner does: clicks, keys and the speed control, and the requests the view
// sends to Python, which decides (one of the modules of the view, joined in order by
// mancala_core.widgets.board: see board.js).

import { NS, menuOf } from "./words.js";
import { bottomOf } from "./build.js";
import { skipAll } from "./animate.js";
import { clickHole, closeMenu } from "./menu.js";

/** Ask Python to take back the last move (Python checks that it may). */
export function requestUndo(v) {
  if (!v.model.get("interactive")) return;
  closeMenu(v);
  if (v.running || v.holding !== null) skipAll(v);
  v.model.send({ type: "undo" });
}

/** Ask Python to play `move`; `player` is the owner of the pit clicked (Python checks it). */
export function request(v, move, player = null) {
  if (!v.model.get("interactive")) return;
  closeMenu(v);
  if (v.running || v.holding !== null) skipAll(v);
  v.clickTime = performance.now();
  const content = { type: "move", move };
  if (player !== null) content.player = player;
  v.model.send(content);
}

export function onClick(v, event) {
  const node = event.target.closest(`.${NS}-pit`);
  if (!node || !v.grid.contains(node)) return;
  const player = Number(node.dataset.player);
  if (v.board && menuOf(v.board)) {
    clickHole(v, v.board, v.cells.get(`${player}:${node.dataset.pit}`));
    return;
  }
  request(v, node.dataset.pit, player);
}

export function onKey(v, event) {
  const node = event.target.closest(`.${NS}-pit`);
  if (!node) return;
  if (v.board && menuOf(v.board)) { onRowsKey(v, event, node); return; }
  const player = Number(node.dataset.player);
  const pit = Number(node.dataset.pit);
  let target = null;
  // Arrow keys move along the row as it is seen (the top row runs right to left).
  const step = v.board && player === bottomOf(v, v.board) ? 1 : -1;
  if (event.key === "ArrowRight") target = pit + step;
  else if (event.key === "ArrowLeft") target = pit - step;
  if (target !== null) {
    const cell = v.cells.get(`${player}:${target}`);
    if (cell) cell.node.focus();
    event.preventDefault();
  }
}

/** Arrow keys move over the rows of holes as they are seen (a board with a menu of a
 * hole's moves: Bao's four rows); Escape closes the menu. */
function onRowsKey(v, event, node) {
  const moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
  if (event.key === "Escape") { closeMenu(v); return; }
  const delta = moves[event.key];
  if (!delta) return;
  for (const [key, cell] of v.grid2d) {
    if (cell.node !== node) continue;
    const [row, column] = key.split(":").map(Number);
    const target = v.grid2d.get(`${row + delta[0]}:${column + delta[1]}`);
    if (target) target.node.focus();
    event.preventDefault();
    return;
  }
}

export function onSpeed(v) {
  v.model.set("animation_speed", Number(v.speed.value));
  v.model.save_changes();
}
