// The view of mancala_core.widgets.BoardWidget.
//
// Python is the authority: this module draws the board from the synced
// `_board` dict, animates the last move from `last_trace` (one step dict per
// seed picked up, sown, skipped or captured, its `text` the reason of the step,
// shown as the caption) and sends requests: {type: "move", move: "3"} and
// {type: "undo"}. It never decides what is legal.
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
// Bao (layout "bao") has four rows: a pit's data-pit is its hole index (front
// row 1..8, back row 9..16, as in pos.pits(p)) and its "store" is the hand. A
// Bao move carries choices (direction, kichwa, stop or continue): a click on a
// hole offers the legal moves from it (`_board.bao.choices`, described by
// Python) in a small menu, and the one chosen is sent as its full text.

const NS = "mc";
const MAX_DOTS = 20;

/** Where seed dot k of n sits inside a pit, as percentages: a ring around the count. */
function dotPosition(k, n) {
  const angle = -Math.PI / 2 + (2 * Math.PI * k) / n;
  return [50 + 36 * Math.cos(angle), 50 + 36 * Math.sin(angle)];
}

function h(tag, className, attrs = {}, text = null) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

// The words come from Python in the learner's language (`_board.words`, made by
// mancala_core.widgets.board._words): templates with %(name)s placeholders. These English
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
let WORDS = ENGLISH;

/** `template` with each %(name)s replaced by `params[name]`. */
function fmt(template, params = {}) {
  return String(template).replace(/%\((\w+)\)s/g, (all, name) => (name in params ? String(params[name]) : all));
}

function seedsWord(n) {
  const known = WORDS.seeds && WORDS.seeds[n];
  if (known !== undefined) return known;
  return n === 1 ? fmt(WORDS.seed, { n }) : fmt(WORDS.many, { n });
}

function placeKey(place) {
  return `${place.player}:${place.pit === null ? "store" : place.pit}`;
}

function render({ model, el }) {
  el.classList.add("mancala-widget");
  const root = h("div", `${NS}-root`);
  el.appendChild(root);

  // -- state of this view -------------------------------------------------------
  let shape = "";        // "players x pits": rebuild the DOM when it changes
  let cells = new Map(); // placeKey -> {node, count, dots, numberNode}
  let shown = null;      // {rows, stores}: the counts on screen
  let drawnText = null;  // the position text the board shows (or will, once queued jobs run)
  let board = null;      // the _board dict last drawn
  const queue = [];      // jobs: {text, board, steps}
  let holding = null;    // the timer of a pause after a move (see `pause`), or null
  let running = null;    // {job, timer, skip}
  let clickTime = null;  // performance.now() of the last click, for the latency probe
  let flashTimers = [];
  let bands = [];        // the row bands, by player (two-row boards)
  let sideNodes = [];    // the nodes that name each player
  let grid2d = new Map(); // "row:column" -> cell, for the arrow keys on Bao's four rows
  let menuFor = null;    // the cell whose Bao choices are open

  // -- static parts ---------------------------------------------------------------
  const title = h("div", `${NS}-title`);
  const topName = h("div", `${NS}-side ${NS}-side-top`);
  const grid = h("div", `${NS}-board`, { role: "group" });
  const bottomName = h("div", `${NS}-side ${NS}-side-bottom`);
  const status = h("div", `${NS}-status`, { "aria-live": "polite" });
  const caption = h("div", `${NS}-caption`, { "aria-live": "polite" });
  const message = h("div", `${NS}-message`, { role: "alert" });
  const tools = h("div", `${NS}-tools`);
  const speedLabel = h("label", `${NS}-speed`);
  const speedText = h("span", `${NS}-speed-text`);
  const speed = h("input", "", {
    type: "range", min: "0", max: "20", step: "1", "aria-label": WORDS.speed_label,
  });
  const speedWord = h("span", "", {}, WORDS.speed);
  speedLabel.append(speedWord, speed, speedText);
  const skip = h("button", `${NS}-button ${NS}-skip`, { type: "button" }, WORDS.skip);
  const replay = h("button", `${NS}-button ${NS}-replay`,
    { type: "button", title: WORDS.replay_title }, WORDS.replay);
  const undo = h("button", `${NS}-button ${NS}-undo`,
    { type: "button", title: WORDS.undo_title }, WORDS.undo);
  // Moves that are not a pit (the pie rule's swap, resigning) get buttons of their own.
  const special = h("span", `${NS}-special`);
  const specialLabel = (m) => ({ swap: WORDS.swap, resign: WORDS.resign })[m] ?? m;
  let specialShown = "";
  let wordsShown = "";

  /** Put the words of `b` (its language) on the board's fixed parts. */
  function applyWords(b) {
    WORDS = { ...ENGLISH, ...((b && b.words) || {}) };
    if (WORDS.language === wordsShown) return;
    wordsShown = WORDS.language;
    root.lang = WORDS.language;
    speed.setAttribute("aria-label", WORDS.speed_label);
    speedWord.textContent = WORDS.speed;
    skip.textContent = WORDS.skip;
    replay.textContent = WORDS.replay;
    replay.title = WORDS.replay_title;
    undo.textContent = WORDS.undo;
    undo.title = WORDS.undo_title;
    specialShown = "\u0000"; // the special moves' buttons are made again
  }
  tools.append(speedLabel, skip, replay, undo, special);
  // Bao: the choices of the move from the hole clicked (direction/kichwa, stop or continue).
  const menu = h("div", `${NS}-choices`, { role: "menu", hidden: "" });
  root.append(title, topName, grid, bottomName, status, caption, message, tools, menu);

  // -- building the board -----------------------------------------------------------

  function shapeOf(b) {
    return `${b.layout || "two-row"}:${b.players}x${b.pits}:${b.store_side || "right"}:${(b.words || {}).language || "en"}:${bottomOf(b)}`;
  }

  /** The player drawn at the bottom of `b` (the `bottom` trait; South if it is not a
   * player of `b`, as while a new game with fewer players arrives). */
  function bottomOf(b) {
    const value = Number(model.get("bottom"));
    return Number.isInteger(value) && value >= 0 && value < b.players ? value : 0;
  }

  /** Name the two sides' nodes: `bottom`'s below the board, the other's above. */
  function nameSides(bottom) {
    const top = 1 - bottom;
    sideNodes = [];
    sideNodes[bottom] = bottomName;
    sideNodes[top] = topName;
    bottomName.className = `${NS}-side ${NS}-side-bottom ${NS}-player-${bottom}`;
    topName.className = `${NS}-side ${NS}-side-top ${NS}-player-${top}`;
    bottomName.hidden = false;
    topName.hidden = false;
  }

  function isBao(b) {
    return b.layout === "bao" && Boolean(b.bao);
  }

  function build(b) {
    closeMenu();
    grid.replaceChildren();
    cells = new Map();
    grid2d = new Map();
    bands = [];
    sideNodes = [];
    grid.classList.remove(`${NS}-bao`);
    grid.style.removeProperty("aspect-ratio");
    root.dataset.bottom = String(bottomOf(b));
    if (b.players === 2) buildGrid(b);
    else buildRing(b);
    shape = shapeOf(b);
  }

  function addCell(parent, player, pit, storeWord = WORDS.store) {
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
    cells.set(`${player}:${isStore ? "store" : pit}`, { node, countNode: count, dots, count: -1, player, pit });
    return node;
  }

  /** Two players: Python's layout (`_board.geometry`, the one the SVG board draws:
   * mancala_core.render.layout) on a grid. Each distinct centre of a pit, a number, a
   * row letter or a line is a grid line; a place spans the grid lines its box covers (a
   * store both rows, a kazan every column), and a store whose box covers none gets lines
   * of its own (the kazans between the rows). So the far row read right to left, the
   * stores at their owners' right or left, Toguz Kumalak's kazans and Bao's four rows
   * (a hole's data-pit is its hole index, its "store" the hand) go where the picture
   * puts them; the grid sizes them to the page. */
  function buildGrid(b) {
    const g = b.geometry[String(bottomOf(b))];
    const bao = isBao(b);
    grid.className = bao ? `${NS}-board ${NS}-bao` : `${NS}-board`;
    grid.style.removeProperty("--mc-ring");
    const key = (v) => Math.round(v * 100);
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
    for (const slot of g.slots.filter((each) => each.pit === null)) {
      if (!xs.some((k) => covers(k, slot.x, slot.w))) xs.push(key(slot.x));
      if (!ys.some((k) => covers(k, slot.y, slot.h))) ys.push(key(slot.y));
    }
    xs.sort((p, q) => p - q);
    ys.sort((p, q) => p - q);
    const at = (values, v) => values.indexOf(key(v)) + 1;
    const span = (values, centre, size) => {
      const inside = values.flatMap((k, i) => (covers(k, centre, size) ? [i + 1] : []));
      return `${Math.min(...inside)} / ${Math.max(...inside) + 1}`;
    };
    el.style.setProperty("--mc-columns", String(bao ? 10 : xs.length));
    // Behind each player's pits, a band that lights up when its owner is to move.
    bands = [0, 1].map((player) => {
      const mine = pits.filter((slot) => slot.player === player);
      const columns = mine.map((slot) => at(xs, slot.x));
      const rows = mine.map((slot) => at(ys, slot.y));
      const double = Math.max(...rows) > Math.min(...rows) ? ` ${NS}-band-double` : "";
      const band = h("div", `${NS}-band${double} ${NS}-player-${player}`, { "aria-hidden": "true" });
      band.style.gridColumn = `${Math.min(...columns)} / ${Math.max(...columns) + 1}`;
      band.style.gridRow = `${Math.min(...rows)} / ${Math.max(...rows) + 1}`;
      grid.appendChild(band);
      return band;
    });
    for (const [x1, y, x2] of g.lines) { // Bao's line between the halves
      const line = h("div", `${NS}-divide`, { "aria-hidden": "true" });
      const inside = xs.flatMap((k, i) => (k >= key(x1) && k <= key(x2) ? [i + 1] : []));
      line.style.gridColumn = `${Math.min(...inside)} / ${Math.max(...inside) + 1}`;
      line.style.gridRow = String(at(ys, y));
      grid.appendChild(line);
    }
    for (const t of texts) {
      const cls = t.class === "row-letter" ? `${NS}-row-letter` : `${NS}-number`;
      const node = h("div", cls, { "aria-hidden": "true" }, t.text);
      node.style.gridColumn = String(at(xs, t.x));
      node.style.gridRow = String(at(ys, t.y));
      grid.appendChild(node);
    }
    // The places in reading order (top row first, left to right), for the Tab key.
    const pitRows = distinct(pits.map((slot) => slot.y));
    const ordered = [...g.slots].sort((p, q) => p.y - q.y || p.x - q.x);
    for (const slot of ordered) {
      const node = addCell(grid, slot.player, slot.pit,
        slot.pit === null && bao ? WORDS.hand : WORDS.store);
      node.style.gridColumn = span(xs, slot.x, slot.w);
      node.style.gridRow = span(ys, slot.y, slot.h);
      if (bao && slot.pit === null) {
        node.classList.add(`${NS}-hand`);
        node.append(h("span", `${NS}-stage`, { "aria-hidden": "true" }));
      } else if (bao) {
        node.dataset.hole = b.bao.names[slot.player][slot.pit - 1];
        // the arrow keys move over the rows of holes as they are seen
        grid2d.set(`${pitRows.indexOf(key(slot.y))}:${at(xs, slot.x)}`,
          cells.get(`${slot.player}:${slot.pit}`));
      }
    }
    nameSides(bottomOf(b));
  }

  /** Three or more players: the rows and stores in one ring, sown counter-clockwise,
   * the `bottom` player's row (player 0's unless said) along the bottom. Where each place,
   * number and name goes is Python's layout (`_board.geometry`, the one the SVG board
   * draws: mancala_core.render.layout), in percent of the board's width and height. */
  function buildRing(b) {
    const g = b.geometry[String(bottomOf(b))];
    grid.className = `${NS}-ring ${NS}-laid-out`;
    grid.style.aspectRatio = `${g.width} / ${g.height}`;
    el.style.setProperty("--mc-columns", "7");
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
      grid.appendChild(svg);
    }
    for (const slot of g.slots) {
      const node = addCell(grid, slot.player, slot.pit);
      at(node, slot.x, slot.y);
      node.style.width = `${slot.w}%`;
      node.style.height = `${slot.h}%`;
      if (slot.pit !== null) {
        const number = h("div", `${NS}-number`, { "aria-hidden": "true" }, String(slot.pit));
        at(number, slot.label_x, slot.label_y);
        grid.appendChild(number);
      }
    }
    for (const side of g.sides) {
      const name = h("div", `${NS}-side ${NS}-ring-name ${NS}-player-${side.player}`);
      at(name, side.x, side.y);
      grid.appendChild(name);
      sideNodes[side.player] = name;
    }
    bottomName.hidden = true;
    topName.hidden = true;
  }

  // -- drawing ----------------------------------------------------------------------

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
    const side = b.sides[cell.player] ?? fmt(WORDS.player, { n: cell.player + 1 });
    const bao = isBao(b);
    const what = cell.pit === null ? (bao ? WORDS.hand : WORDS.store)
      : bao ? fmt(WORDS.hole, { name: b.bao.names[cell.player][cell.pit - 1] })
        : fmt(WORDS.pit, { name: cell.pit });
    return fmt(WORDS.label, { side, place: what, seeds: seedsWord(cell.count) }) + extra;
  }

  /** Draw counts, labels and marks of `b` (counts from `counts`, else from `b`);
   * `steps`: the trace of the move that led to `b`, for the last-seed mark. */
  function draw(b, counts = null, steps = null) {
    const t0 = performance.now();
    applyWords(b);
    if (shapeOf(b) !== shape) build(b);
    board = b;
    const rows = counts ? counts.rows : b.rows;
    const stores = counts ? counts.stores : b.stores;
    const legal = new Set(model.get("legal"));
    const hint = model.get("hint");
    const interactive = model.get("interactive");
    const animating = running !== null;
    const marks = new Map((b.marks || []).map((m) => [`${m.player}:${m.pit === null ? "store" : m.pit}`, m]));
    const bao = isBao(b);
    for (const cell of cells.values()) {
      const count = cell.pit === null ? stores[cell.player] : rows[cell.player][cell.pit - 1];
      setCount(cell, count);
      const node = cell.node;
      const isLast = b.last && b.last.player === cell.player && b.last.pit === cell.pit;
      const mine = cell.player === b.to_move && !b.over;
      const playable = cell.pit !== null && mine && (bao
        ? choicesOf(b, cell).some((c) => legal.has(c.move))
        : legal.has(String(cell.pit)));
      const hinted = cell.pit !== null && mine && (bao
        ? choicesOf(b, cell).some((c) => c.move === hint)
        : hint === String(cell.pit));
      if (bao) {
        node.classList.toggle(`${NS}-nyumba`, cell.pit === b.bao.nyumba_hole);
        if (cell.pit === null) {
          node.querySelector(`.${NS}-stage`).textContent = b.bao.stages[cell.player];
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
      if (cell.pit === null && bao) extra += fmt(WORDS.stage, { stage: b.bao.stages[cell.player] });
      if (cell.pit !== null) {
        if (interactive) extra = (mark ? `, ${mark.label}` : "") + (playable ? WORDS.playable : WORDS.not_playable);
        if (hinted) extra += WORDS.hint;
        if (isLast) extra += WORDS.started_here;
        // Not aria-disabled: a click on an unplayable pit still gets an answer (the reason).
        node.disabled = !interactive;
      }
      node.setAttribute("aria-label", label(cell, b, extra));
      node.title = label(cell, b, extra);
    }
    const lastSow = counts || !steps ? null : lastSown(steps);
    for (const cell of cells.values()) {
      const key = placeKey({ player: cell.player, pit: cell.pit });
      cell.node.classList.toggle(`${NS}-last-to`, lastSow !== null && key === lastSow && !animating);
    }
    // While a move is animated, the band and the name stay with the player moving.
    drawSides(b, counts && b.last ? b.last.player : null);
    root.dataset.redrawMs = (performance.now() - t0).toFixed(3);
  }

  function lastSown(steps) {
    for (let i = steps.length - 1; i >= 0; i--) {
      if (steps[i].kind === "sow" && steps[i].place) return placeKey(steps[i].place);
    }
    return null;
  }

  /** Names, bands and status; `mover`: the player whose move is being animated, or null. */
  function drawSides(b, mover) {
    title.textContent = b.heading || b.title;  // the rules in words, never their label
    grid.setAttribute("aria-label", fmt(WORDS.board, { game: b.title }));
    const moving = (player) => mover !== null ? player === mover : player === b.to_move && !b.over;
    const ring = b.players !== 2;
    sideNodes.forEach((node, player) => {
      const toMove = moving(player);
      node.classList.toggle(`${NS}-to-move`, toMove);
      // The arrow points from the name to the player's row: up from below the board.
      const arrow = ring ? "" : player === bottomOf(b) ? " ▲" : " ▼";
      const stage = isBao(b) ? ` · ${b.bao.stages[player]}` : "";
      // (on a ring, "to move" goes under the name, as the layout leaves room for)
      const turn = toMove ? `${ring ? "\n" : `${arrow} `}${WORDS.to_move}` : "";
      node.textContent = `${b.sides[player]}${turn}${stage}`;
    });
    if (ring) {
      for (const cell of cells.values()) cell.node.classList.toggle(`${NS}-turn`, moving(cell.player));
    }
    bands.forEach((band, player) => band.classList.toggle(`${NS}-to-move`, moving(player)));
    root.classList.toggle(`${NS}-over`, b.over);
    root.dataset.toMove = String(b.to_move);
    if (b.over && isBao(b) && b.bao.result) {
      status.textContent = b.bao.result;
    } else if (b.over) {
      // the winner's score first ("North wins 26–22"), as the static picture says it
      const ordered = b.winner === null ? b.scores
        : [b.scores[b.winner], ...b.scores.filter((_s, p) => p !== b.winner)];
      const score = ordered.join("–");
      status.textContent = b.winner === null
        ? fmt(WORDS.draw, { scores: score })
        : fmt(WORDS.wins, { side: b.sides[b.winner], scores: score });
    } else {
      status.textContent = ""; // the side names say whose turn it is
    }
    status.hidden = !b.over || mover !== null;
  }

  function drawControls() {
    const interactive = model.get("interactive");
    root.classList.toggle(`${NS}-figure`, !interactive);
    const legal = model.get("legal");
    // (Bao's moves all start from a hole: the hole offers them.)
    const current = model.get("_board");
    const holeMoves = isBao(current) ? new Set(current.bao.choices.map((c) => c.move)) : null;
    const others = interactive
      ? legal.filter((m) => !/^[0-9]+$/.test(m) && !(holeMoves && holeMoves.has(m)))
      : [];
    if (others.join(" ") !== specialShown) {
      specialShown = others.join(" ");
      special.replaceChildren(...others.map((m) => {
        const button = h("button", `${NS}-button`, { type: "button", "data-move": m },
          specialLabel(m));
        button.addEventListener("click", () => request(m));
        return button;
      }));
    }
    const v = model.get("animation_speed");
    speed.value = String(Math.round(v));
    const n = Math.round(v);
    speedText.textContent = v <= 0 ? WORDS.off
      : (WORDS.speeds && WORDS.speeds[n]) || fmt(WORDS.steps_per_second, { n });
    speedLabel.hidden = !interactive;
    skip.hidden = running === null;
    replay.hidden = !canReplay() || model.get("animation_speed") <= 0;
    undo.hidden = !(interactive && model.get("show_undo") && current.can_undo);
    const text = model.get("message");
    message.textContent = text;
    message.hidden = text === "";
  }

  function showNow(job) {
    draw(job.board, null, job.steps);
    root.dataset.position = job.text;
    caption.textContent = job.board.move ? describeMove(job) : "";
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
      ? fmt(WORDS.played_notes, { side: mover, move: b.move, notes: notes.join("; ") })
      : fmt(WORDS.played, { side: mover, move: b.move });
  }

  // -- animation --------------------------------------------------------------------

  function flash(place, cls, ms) {
    const cell = cells.get(placeKey(place));
    if (!cell) return;
    cell.node.classList.remove(cls);
    void cell.node.offsetWidth; // restart the CSS animation
    cell.node.classList.add(cls);
    flashTimers.push(setTimeout(() => cell.node.classList.remove(cls), ms));
  }

  function clearMarks() {
    for (const cell of cells.values()) {
      cell.node.classList.remove(`${NS}-sown`, `${NS}-skipped`, `${NS}-captured`, `${NS}-picked`, `${NS}-hand`);
      cell.node.removeAttribute("data-hand");
    }
    for (const t of flashTimers) clearTimeout(t);
    flashTimers = [];
  }

  function stepDelay(step) {
    const v = model.get("animation_speed");
    const base = 1000 / Math.max(v, 0.5);
    if (step.kind === "capture" || step.kind === "collect") return base * 1.8;
    if (step.kind === "extra-move" || step.kind === "swap" || step.kind === "end") return base * 2.5;
    if (step.kind === "pick") return base * 1.4;
    return base;
  }

  function applyStep(counts, step, hand) {
    const p = step.place;
    const set = (place, value) => {
      if (place.pit === null) counts.stores[place.player] = value;
      else counts.rows[place.player][place.pit - 1] = value;
    };
    const get = (place) => place.pit === null ? counts.stores[place.player] : counts.rows[place.player][place.pit - 1];
    const ms = stepDelay(step) * 0.9;
    switch (step.kind) {
      case "pick": {
        // Most picks empty their pit; a seed from Bao's hand or its nyumba's tax takes a few.
        set(p, Math.max(0, get(p) - step.seeds));
        hand.seeds = step.seeds;
        hand.from = p;
        const cell = cells.get(placeKey(p));
        if (cell) cell.node.classList.add(`${NS}-picked`);
        break;
      }
      case "sow":
        set(p, step.count);
        hand.seeds = Math.max(0, hand.seeds - 1);
        flash(p, `${NS}-sown`, ms);
        break;
      case "skip":
        flash(p, `${NS}-skipped`, ms);
        break;
      case "capture":
      case "collect":
        set(p, Math.max(0, get(p) - step.seeds));
        if (step.to) set(step.to, get(step.to) + step.seeds);
        flash(p, `${NS}-captured`, ms);
        if (step.to) flash(step.to, `${NS}-sown`, ms);
        break;
      default:
        break;
    }
    // The seeds still in hand ride on the pit they were picked from.
    if (hand.from) {
      const cell = cells.get(placeKey(hand.from));
      if (cell) {
        if (hand.seeds > 0) cell.node.setAttribute("data-hand", `${hand.seeds}`);  // the hand: board.css
        else { cell.node.removeAttribute("data-hand"); }
      }
    }
    caption.textContent = step.text;
    caption.classList.toggle(`${NS}-caption-strong`, step.kind !== "sow" && step.kind !== "pick");
  }

  /** Tell Python the view has finished showing this position (a Game's computer
   * replies, and its move list follows, only once the learner has seen their move). */
  function reportShown(text) {
    try { model.send({ type: "shown", position: text }); } catch (error) { /* no kernel */ }
  }

  function finish(job) {
    if (running && running.timer !== null) clearTimeout(running.timer);
    running = null;
    clearMarks();
    root.dataset.animating = "false";
    showNow(job);
    drawControls();
    reportShown(job.text);
    const pause = Number(model.get("pause")) || 0;
    if (pause > 0 && queue.length) {
      root.dataset.holding = "true";
      holding = setTimeout(endHold, pause * 1000);
    } else next();
  }

  /** End a pause after a move (if one is on) and draw what waits in the queue. */
  function endHold() {
    if (holding === null) return;
    clearTimeout(holding);
    holding = null;
    root.dataset.holding = "false";
    next();
  }

  function animate(job) {
    const counts = { rows: board.rows.map((r) => r.slice()), stores: board.stores.slice() };
    // Start from what is on screen: the position before the move.
    for (const cell of cells.values()) {
      if (cell.pit === null) counts.stores[cell.player] = cell.count;
      else counts.rows[cell.player][cell.pit - 1] = cell.count;
    }
    const hand = { seeds: 0, from: null };
    let index = 0;
    running = { job, timer: null };
    root.dataset.animating = "true";
    root.dataset.animations = String(Number(root.dataset.animations || 0) + 1);
    drawControls();
    draw(job.board, counts); // marks and legality of the new position, counts of the old
    const tick = () => {
      if (!running || running.job !== job) return;
      if (index >= job.steps.length) { finish(job); return; }
      const step = job.steps[index++];
      applyStep(counts, step, hand);
      draw(job.board, counts);
      if (index === 1 && clickTime !== null) {
        const t = clickTime;
        clickTime = null;
        requestAnimationFrame(() => {
          root.dataset.clickToFrameMs = (performance.now() - t).toFixed(1);
        });
      }
      running.timer = setTimeout(tick, stepDelay(step));
    };
    tick();
  }

  /** The board before its last move, drawn from the counts Python sent (`_board.from`). */
  function showBefore(b) {
    const before = {
      ...b, rows: b.from.rows, stores: b.from.stores, to_move: b.from.to_move,
      last: null, move: "", position: b.before, over: false, marks: [],
    };
    draw(before);
    root.dataset.position = b.before;
    caption.textContent = "";
  }

  function canReplay() {
    const b = model.get("_board");
    return Boolean(b && b.from && b.before && (model.get("last_trace") || []).length > 0);
  }

  /** Animate the last move again from the position before it (drawing only). */
  function replayLast() {
    if (!canReplay()) return;
    const b = model.get("_board");
    if (running && running.timer !== null) clearTimeout(running.timer);
    running = null;
    if (holding !== null) { clearTimeout(holding); holding = null; root.dataset.holding = "false"; }
    queue.length = 0;
    clearMarks();
    closeMenu();
    drawnText = b.position;
    showBefore(b);
    queue.push({ text: b.position, board: b, steps: model.get("last_trace") || [] });
    next();
  }

  function next() {
    if (running || holding !== null) return;
    const job = queue.shift();
    if (!job) return;
    const canAnimate = job.steps.length > 0 && job.board.before === root.dataset.position
      && model.get("animation_speed") > 0 && board !== null
      && shapeOf(job.board) === shape;
    if (canAnimate) animate(job);
    else { clearMarks(); showNow(job); drawControls(); reportShown(job.text); next(); }
  }

  function skipAll() {
    if (holding !== null && !running) {
      // a pause after a move: draw the last move waiting at once
      clearTimeout(holding);
      holding = null;
      root.dataset.holding = "false";
      let last = null;
      while (queue.length) last = queue.shift();
      if (last) { clearMarks(); showNow(last); drawControls(); reportShown(last.text); }
      return;
    }
    if (!running) return;
    const job = running.job;
    // Skip this move and every move waiting behind it.
    let last = job;
    while (queue.length) last = queue.shift();
    if (running.timer !== null) clearTimeout(running.timer);
    running = null;
    clearMarks();
    root.dataset.animating = "false";
    showNow(last);
    drawControls();
    reportShown(last.text);
  }

  // -- model events -------------------------------------------------------------------

  function onPosition() {
    const job = {
      text: model.get("_board").position,
      board: model.get("_board"),
      steps: model.get("last_trace") || [],
    };
    if (job.text === drawnText) {
      // The same position in another language: say it again in place, no animation. The
      // same position with other marks (BoardWidget.mark): draw them, now or when the move
      // that reaches it has been shown.
      const said = (b) => ((b && b.words) || {}).language;
      if (running && running.job.text === job.text) running.job.board = job.board;
      for (const queued of queue) if (queued.text === job.text) queued.board = job.board;
      if (!running && board && said(job.board) !== said(board)) {
        showNow(job);
        drawControls();
      } else if (!running && board && root.dataset.position === job.text) {
        draw(job.board, null, lastSteps());
        drawControls();
      }
      return;
    }
    drawnText = job.text;
    closeMenu();
    queue.push(job);
    next();
  }

  function lastSteps() {
    return model.get("_board").position === root.dataset.position ? model.get("last_trace") : null;
  }

  /** Another side at the bottom: the board is built again (its shape includes the
   * bottom) and drawn as it stands; a move being animated goes on in the new places. */
  function onBottom() {
    if (!running && board) {
      draw(board, null, lastSteps());
      drawControls();
    }
  }

  function onMarks() {
    if (!running && board) draw(board, null, lastSteps());
    drawControls();
  }

  // -- requests -------------------------------------------------------------------------

  /** Ask Python to take back the last move (Python checks that it may). */
  function requestUndo() {
    if (!model.get("interactive")) return;
    closeMenu();
    if (running || holding !== null) skipAll();
    model.send({ type: "undo" });
  }

  /** Ask Python to play `move`; `player` is the owner of the pit clicked (Python checks it). */
  function request(move, player = null) {
    if (!model.get("interactive")) return;
    closeMenu();
    if (running || holding !== null) skipAll();
    clickTime = performance.now();
    const content = { type: "move", move };
    if (player !== null) content.player = player;
    model.send(content);
  }

  function onClick(event) {
    const node = event.target.closest(`.${NS}-pit`);
    if (!node || !grid.contains(node)) return;
    const player = Number(node.dataset.player);
    if (board && isBao(board)) {
      clickHole(board, cells.get(`${player}:${node.dataset.pit}`));
      return;
    }
    request(node.dataset.pit, player);
  }

  // -- Bao: the choices of a move ----------------------------------------------------

  /** The legal moves that start from `cell`'s hole, each with Python's words for it. */
  function choicesOf(b, cell) {
    if (!isBao(b) || cell.pit === null) return [];
    return b.bao.choices.filter((c) => c.player === cell.player && c.pit === cell.pit);
  }

  /** One choice: send it. Several: offer them. None: send the hole's name, and Python
   * says why it cannot be played. */
  function clickHole(b, cell) {
    if (!model.get("interactive") || !cell) return;
    const legal = new Set(model.get("legal"));
    const choices = choicesOf(b, cell).filter((c) => legal.has(c.move));
    const name = b.bao.names[cell.player][cell.pit - 1];
    if (menuFor === cell) { closeMenu(); return; }
    closeMenu();
    if (choices.length === 1) request(choices[0].move, cell.player);
    else if (choices.length === 0) request(name, cell.player);
    else openMenu(cell, name, choices);
  }

  function openMenu(cell, name, choices) {
    menuFor = cell;
    const heading = h("div", `${NS}-choices-title`, {}, fmt(WORDS.move_from, { hole: name }));
    const buttons = choices.map((c) => {
      const button = h("button", `${NS}-button ${NS}-choice`,
        { type: "button", role: "menuitem", "data-move": c.move, title: `${c.move}: ${c.label}` });
      button.append(h("b", `${NS}-choice-move`, {}, c.move), h("span", `${NS}-choice-label`, {}, c.label));
      button.addEventListener("click", () => { closeMenu(); request(c.move, cell.player); });
      return button;
    });
    const cancel = h("button", `${NS}-button ${NS}-choice-cancel`, { type: "button" }, WORDS.cancel);
    cancel.addEventListener("click", () => { closeMenu(); cell.node.focus(); });
    menu.replaceChildren(heading, ...buttons, cancel);
    menu.setAttribute("aria-label", fmt(WORDS.choose_from, { hole: name }));
    menu.hidden = false;
    cell.node.setAttribute("aria-expanded", "true");
    // Under the hole (above it for the far rows of a short window), kept inside the board.
    const rootBox = root.getBoundingClientRect();
    const box = cell.node.getBoundingClientRect();
    const width = menu.offsetWidth;
    const left = Math.min(Math.max(box.left + box.width / 2 - rootBox.left - width / 2, 4),
      Math.max(4, rootBox.width - width - 4));
    menu.style.left = `${left}px`;
    menu.style.top = `${box.bottom - rootBox.top + 8}px`;
    root.dataset.choices = choices.map((c) => c.move).join(" ");
    buttons[0].focus();
  }

  function closeMenu() {
    if (menuFor) menuFor.node.removeAttribute("aria-expanded");
    menuFor = null;
    menu.hidden = true;
    menu.replaceChildren();
    delete root.dataset.choices;
  }

  function onMenuKey(event) {
    if (event.key === "Escape") {
      const cell = menuFor;
      closeMenu();
      if (cell) cell.node.focus();
      event.preventDefault();
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const items = [...menu.querySelectorAll("button")];
      const at = items.indexOf(document.activeElement);
      const next = items[(at + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length];
      if (next) next.focus();
      event.preventDefault();
    }
  }

  function onOutside(event) {
    if (menuFor && !menu.contains(event.target) && !menuFor.node.contains(event.target)) closeMenu();
  }

  function onKey(event) {
    const node = event.target.closest(`.${NS}-pit`);
    if (!node) return;
    if (board && isBao(board)) { onBaoKey(event, node); return; }
    const player = Number(node.dataset.player);
    const pit = Number(node.dataset.pit);
    let target = null;
    // Arrow keys move along the row as it is seen (the top row runs right to left).
    const step = board && player === bottomOf(board) ? 1 : -1;
    if (event.key === "ArrowRight") target = pit + step;
    else if (event.key === "ArrowLeft") target = pit - step;
    if (target !== null) {
      const cell = cells.get(`${player}:${target}`);
      if (cell) cell.node.focus();
      event.preventDefault();
    }
  }

  /** Arrow keys move over Bao's four rows as they are seen; Escape closes the choices. */
  function onBaoKey(event, node) {
    const moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
    if (event.key === "Escape") { closeMenu(); return; }
    const delta = moves[event.key];
    if (!delta) return;
    for (const [key, cell] of grid2d) {
      if (cell.node !== node) continue;
      const [row, column] = key.split(":").map(Number);
      const target = grid2d.get(`${row + delta[0]}:${column + delta[1]}`);
      if (target) target.node.focus();
      event.preventDefault();
      return;
    }
  }

  function onSpeed() {
    model.set("animation_speed", Number(speed.value));
    model.save_changes();
  }

  grid.addEventListener("click", onClick);
  grid.addEventListener("keydown", onKey);
  menu.addEventListener("keydown", onMenuKey);
  document.addEventListener("pointerdown", onOutside, true);
  speed.addEventListener("input", onSpeed);
  skip.addEventListener("click", skipAll);
  replay.addEventListener("click", replayLast);
  undo.addEventListener("click", requestUndo);

  // Benchmark hook for the browser tests: time `n` full redraws (every count and
  // label rewritten) of the board on screen; returns milliseconds per redraw.
  root.mancalaBench = (n = 100, b = null) => {
    const target = b ?? board;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      for (const cell of cells.values()) cell.count = -1; // force every pit to redraw
      draw(target, null, lastSteps());
      void grid.offsetHeight; // include layout
    }
    return (performance.now() - t0) / n;
  };

  const events = {
    // `_board` (with the position text in it) changes with every new position, and it
    // arrives with `last_trace` and `legal` in one message; `position` alone may come first.
    "change:_board": onPosition,
    "change:message": drawControls,
    "change:interactive": onMarks,
    "change:show_undo": drawControls,
    "change:animation_speed": drawControls,
    "change:hint": onMarks,
    "change:bottom": onBottom,
    "change:legal": onMarks,
  };
  for (const [name, callback] of Object.entries(events)) model.on(name, callback);

  // First picture. A board that arrives with a last move shows the position before it
  // and animates the move once, when it first scrolls into view.
  const initial = model.get("_board");
  const first = { text: initial.position, board: initial, steps: [] };
  drawnText = first.text;
  root.dataset.animating = "false";
  let observer = null;
  if (canReplay() && model.get("animation_speed") > 0) {
    showBefore(initial);
    root.dataset.pending = "true";
    const start = () => {
      if (observer) observer.disconnect();
      observer = null;
      delete root.dataset.pending;
      // Only if nothing happened meanwhile: the same position, still drawn before it.
      if (model.get("_board").position !== initial.position) return;
      if (running || queue.length || root.dataset.position !== initial.before) return;
      queue.push({ text: initial.position, board: initial, steps: model.get("last_trace") || [] });
      next();
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
    showNow(first);
    reportShown(first.text);
  }
  drawControls();

  return () => {
    document.removeEventListener("pointerdown", onOutside, true);
    if (observer) observer.disconnect();
    for (const [name, callback] of Object.entries(events)) model.off(name, callback);
    if (running && running.timer !== null) clearTimeout(running.timer);
    for (const t of flashTimers) clearTimeout(t);
    running = null;
    if (holding !== null) clearTimeout(holding);
    holding = null;
    queue.length = 0;
    el.classList.remove("mancala-widget");
    root.remove();
  };
}

export default { render };
