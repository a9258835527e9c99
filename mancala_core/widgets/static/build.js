// Building the board's places from Python's layout (one of the modules of the view,
// joined in order by mancala_core.widgets.board: see board.js).

import { NS, h, lang, menuOf } from "./words.js";
import { closeMenu } from "./menu.js";

export function shapeOf(v, b) {
  return `${b.layout || "two-row"}:${b.players}x${b.pits}:${b.store_side || "right"}:${(b.words || {}).language || "en"}:${bottomOf(v, b)}`;
}

/** The player drawn at the bottom of `b` (the `bottom` trait; South if it is not a
 * player of `b`, as while a new game with fewer players arrives). */
export function bottomOf(v, b) {
  const value = Number(v.model.get("bottom"));
  return Number.isInteger(value) && value >= 0 && value < b.players ? value : 0;
}

/** Name the two sides' nodes: `bottom`'s below the board, the other's above. */
function nameSides(v, bottom) {
  const top = 1 - bottom;
  v.sideNodes = [];
  v.sideNodes[bottom] = v.bottomName;
  v.sideNodes[top] = v.topName;
  v.bottomName.className = `${NS}-side ${NS}-side-bottom ${NS}-player-${bottom}`;
  v.topName.className = `${NS}-side ${NS}-side-top ${NS}-player-${top}`;
  v.bottomName.hidden = false;
  v.topName.hidden = false;
}

export function build(v, b) {
  closeMenu(v);
  v.grid.replaceChildren();
  v.cells = new Map();
  v.grid2d = new Map();
  v.bands = [];
  v.sideNodes = [];
  v.grid.classList.remove(`${NS}-four-rows`);
  v.grid.style.removeProperty("aspect-ratio");
  v.root.dataset.bottom = String(bottomOf(v, b));
  if (b.players === 2) buildGrid(v, b);
  else buildRing(v, b);
  v.shape = shapeOf(v, b);
}

function addCell(v, parent, player, pit, storeWord = lang.words.store) {
  const isStore = pit === null;
  const node = isStore
    ? h("div", `${NS}-store ${NS}-player-${player}`, {
      "data-player": String(player), "data-pit": "store", role: "img",
    })
    : h("button", `${NS}-pit ${NS}-player-${player}`, {
      type: "button", "data-player": String(player), "data-pit": String(pit),
    });
  const count = h("span", `${NS}-count`);
  const dots = isStore ? null : h("span", `${NS}-dots`, { "aria-hidden": "true" });
  if (dots) node.append(dots);
  node.append(count);
  if (isStore) node.append(h("span", `${NS}-store-word`, { "aria-hidden": "true" }, storeWord));
  parent.appendChild(node);
  v.cells.set(`${player}:${isStore ? "store" : pit}`, { node, countNode: count, dots, count: -1, player, pit });
  return node;
}

/** Two players: Python's layout (`_board.geometry`, the one the SVG board draws:
 * mancala_core.render.layout) on a grid. Each distinct centre of a pit, a number, a
 * row letter or a line is a grid line; a place spans the grid lines its box covers (a
 * store both rows, a kazan every column), and a store whose box covers none gets lines
 * of its own (the kazans between the rows). So the far row read right to left, the
 * stores at their owners' right or left, Toguz Kumalak's kazans and the four rows
 * (Bao's: a hole's data-pit is its hole index) go where the picture puts them; the grid
 * sizes them to the page. A board with a menu of a hole's moves (`_board.hole_menu`)
 * names its holes and its stores (Bao's hands) as the rules declare. */
function buildGrid(v, b) {
  const g = b.geometry[String(bottomOf(v, b))];
  const menu = menuOf(b);
  const fourRows = b.layout === "four-rows";
  v.grid.className = fourRows ? `${NS}-board ${NS}-four-rows` : `${NS}-board`;
  v.grid.style.removeProperty("--mc-ring");
  const key = (x) => Math.round(x * 100);
  const distinct = (values) => [...new Set(values.map(key))].sort((p, q) => p - q);
  const covers = (k, centre, size) => k >= key(centre - size / 2) && k <= key(centre + size / 2);
  const pits = g.slots.filter((slot) => slot.pit !== null);
  const texts = [
    ...pits.filter((slot) => slot.label === null).map((slot) => (
      { x: slot.label_x, y: slot.label_y, text: String(slot.pit), class: "pit-number" })),
    ...g.texts,
  ];
  const xs = distinct([...pits.map((slot) => slot.x), ...texts.map((t) => t.x)]);
  const ys = distinct([...pits.map((slot) => slot.y), ...texts.map((t) => t.y),
    ...g.lines.map((line) => line[1])]);
  // (four rows: the board's own columns, not the hands' beside it, set the width)
  const boardColumns = xs.length;
  for (const slot of g.slots.filter((each) => each.pit === null)) {
    if (!xs.some((k) => covers(k, slot.x, slot.w))) xs.push(key(slot.x));
    if (!ys.some((k) => covers(k, slot.y, slot.h))) ys.push(key(slot.y));
  }
  xs.sort((p, q) => p - q);
  ys.sort((p, q) => p - q);
  const at = (values, x) => values.indexOf(key(x)) + 1;
  const span = (values, centre, size) => {
    const inside = values.flatMap((k, i) => (covers(k, centre, size) ? [i + 1] : []));
    return `${Math.min(...inside)} / ${Math.max(...inside) + 1}`;
  };
  v.el.style.setProperty("--mc-columns", String(fourRows ? boardColumns : xs.length));
  // Behind each player's pits, a band that lights up when its owner is to move.
  v.bands = [0, 1].map((player) => {
    const mine = pits.filter((slot) => slot.player === player);
    const columns = mine.map((slot) => at(xs, slot.x));
    const rows = mine.map((slot) => at(ys, slot.y));
    const double = Math.max(...rows) > Math.min(...rows) ? ` ${NS}-band-double` : "";
    const band = h("div", `${NS}-band${double} ${NS}-player-${player}`, { "aria-hidden": "true" });
    band.style.gridColumn = `${Math.min(...columns)} / ${Math.max(...columns) + 1}`;
    band.style.gridRow = `${Math.min(...rows)} / ${Math.max(...rows) + 1}`;
    v.grid.appendChild(band);
    return band;
  });
  for (const [x1, y, x2] of g.lines) { // the line between the halves of four rows
    const line = h("div", `${NS}-divide`, { "aria-hidden": "true" });
    const inside = xs.flatMap((k, i) => (k >= key(x1) && k <= key(x2) ? [i + 1] : []));
    line.style.gridColumn = `${Math.min(...inside)} / ${Math.max(...inside) + 1}`;
    line.style.gridRow = String(at(ys, y));
    v.grid.appendChild(line);
  }
  for (const t of texts) {
    const cls = t.class === "row-letter" ? `${NS}-row-letter` : `${NS}-number`;
    const node = h("div", cls, { "aria-hidden": "true" }, t.text);
    node.style.gridColumn = String(at(xs, t.x));
    node.style.gridRow = String(at(ys, t.y));
    v.grid.appendChild(node);
  }
  // The places in reading order (top row first, left to right), for the Tab key.
  const pitRows = distinct(pits.map((slot) => slot.y));
  const ordered = [...g.slots].sort((p, q) => p.y - q.y || p.x - q.x);
  for (const slot of ordered) {
    const node = addCell(v, v.grid, slot.player, slot.pit,
      slot.pit === null && menu ? lang.words[menu.store] : lang.words.store);
    node.style.gridColumn = span(xs, slot.x, slot.w);
    node.style.gridRow = span(ys, slot.y, slot.h);
    if (menu && slot.pit === null) {
      node.classList.add(`${NS}-${menu.store}`);
      node.append(h("span", `${NS}-stage`, { "aria-hidden": "true" }));
    } else if (menu) {
      node.dataset.hole = menu.names[slot.player][slot.pit - 1];
      // the arrow keys move over the rows of holes as they are seen
      v.grid2d.set(`${pitRows.indexOf(key(slot.y))}:${at(xs, slot.x)}`,
        v.cells.get(`${slot.player}:${slot.pit}`));
    }
  }
  nameSides(v, bottomOf(v, b));
}

/** Three or more players: the rows and stores in one ring, sown counter-clockwise,
 * the `bottom` player's row (player 0's unless said) along the bottom. Where each place,
 * number and name goes is Python's layout (`_board.geometry`, the one the SVG board
 * draws: mancala_core.render.layout), in percent of the board's width and height. */
function buildRing(v, b) {
  const g = b.geometry[String(bottomOf(v, b))];
  v.grid.className = `${NS}-ring ${NS}-laid-out`;
  v.grid.style.aspectRatio = `${g.width} / ${g.height}`;
  v.el.style.setProperty("--mc-columns", "7");
  const at = (node, x, y) => {
    node.style.left = `${x}%`;
    node.style.top = `${y}%`;
  };
  if (g.outline) { // the wooden body: the outline widened by its rim, as in the picture
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", `${NS}-outline`);
    svg.setAttribute("viewBox", `0 0 ${g.width} ${g.height}`);
    svg.setAttribute("aria-hidden", "true");
    const points = g.outline.points.map(([x, y]) => `${x},${y}`).join(" ");
    for (const [cls, extra] of [["edge", 8], ["wood", 0]]) {
      const polygon = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
      polygon.setAttribute("points", points);
      polygon.setAttribute("class", `${NS}-outline-${cls}`);
      polygon.setAttribute("stroke-width", String(2 * g.outline.rim + extra));
      svg.appendChild(polygon);
    }
    v.grid.appendChild(svg);
  }
  for (const slot of g.slots) {
    const node = addCell(v, v.grid, slot.player, slot.pit);
    at(node, slot.x, slot.y);
    node.style.width = `${slot.w}%`;
    node.style.height = `${slot.h}%`;
    if (slot.pit !== null) {
      const number = h("div", `${NS}-number`, { "aria-hidden": "true" }, String(slot.pit));
      at(number, slot.label_x, slot.label_y);
      v.grid.appendChild(number);
    }
  }
  for (const side of g.sides) {
    const name = h("div", `${NS}-side ${NS}-ring-name ${NS}-player-${side.player}`);
    at(name, side.x, side.y);
    v.grid.appendChild(name);
    v.sideNodes[side.player] = name;
  }
  v.bottomName.hidden = true;
  v.topName.hidden = true;
}
