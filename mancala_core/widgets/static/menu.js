// The menu of a hole's moves, on a board whose rules declare one (`_board.hole_menu`:
// Bao's moves carry a direction, a kichwa, stop or continue): a click on a hole offers the
// legal moves from it, described by Python, and the one chosen is sent as its full text
// (one of the modules of the view, joined in order by mancala_core.widgets.board).

import { NS, fmt, h, lang, menuOf } from "./words.js";
import { request } from "./input.js";

/** The legal moves that start from `cell`'s hole, each with Python's words for it. */
export function choicesOf(b, cell) {
  const menu = menuOf(b);
  if (!menu || cell.pit === null) return [];
  return menu.choices.filter((c) => c.player === cell.player && c.pit === cell.pit);
}

/** One choice: send it. Several: offer them. None: send the hole's name, and Python
 * says why it cannot be played. */
export function clickHole(v, b, cell) {
  if (!v.model.get("interactive") || !cell) return;
  const legal = new Set(v.model.get("legal"));
  const choices = choicesOf(b, cell).filter((c) => legal.has(c.move));
  const name = menuOf(b).names[cell.player][cell.pit - 1];
  if (v.menuFor === cell) { closeMenu(v); return; }
  closeMenu(v);
  if (choices.length === 1) request(v, choices[0].move, cell.player);
  else if (choices.length === 0) request(v, name, cell.player);
  else openMenu(v, cell, name, choices);
}

function openMenu(v, cell, name, choices) {
  const menu = v.menu;
  v.menuFor = cell;
  const heading = h("div", `${NS}-choices-title`, {}, fmt(lang.words.move_from, { hole: name }));
  const buttons = choices.map((c) => {
    const button = h("button", `${NS}-button ${NS}-choice`,
      { type: "button", role: "menuitem", "data-move": c.move, title: `${c.move}: ${c.label}` });
    button.append(h("b", `${NS}-choice-move`, {}, c.move), h("span", `${NS}-choice-label`, {}, c.label));
    button.addEventListener("click", () => { closeMenu(v); request(v, c.move, cell.player); });
    return button;
  });
  const cancel = h("button", `${NS}-button ${NS}-choice-cancel`, { type: "button" }, lang.words.cancel);
  cancel.addEventListener("click", () => { closeMenu(v); cell.node.focus(); });
  menu.replaceChildren(heading, ...buttons, cancel);
  menu.setAttribute("aria-label", fmt(lang.words.choose_from, { hole: name }));
  menu.hidden = false;
  cell.node.setAttribute("aria-expanded", "true");
  // Under the hole (above it for the far rows of a short window), kept inside the board.
  const rootBox = v.root.getBoundingClientRect();
  const box = cell.node.getBoundingClientRect();
  const width = menu.offsetWidth;
  const left = Math.min(Math.max(box.left + box.width / 2 - rootBox.left - width / 2, 4),
    Math.max(4, rootBox.width - width - 4));
  menu.style.left = `${left}px`;
  menu.style.top = `${box.bottom - rootBox.top + 8}px`;
  v.root.dataset.choices = choices.map((c) => c.move).join(" ");
  buttons[0].focus();
}

export function closeMenu(v) {
  if (v.menuFor) v.menuFor.node.removeAttribute("aria-expanded");
  v.menuFor = null;
  v.menu.hidden = true;
  v.menu.replaceChildren();
  delete v.root.dataset.choices;
}

export function onMenuKey(v, event) {
  if (event.key === "Escape") {
    const cell = v.menuFor;
    closeMenu(v);
    if (cell) cell.node.focus();
    event.preventDefault();
    return;
  }
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    const items = [...v.menu.querySelectorAll("button")];
    const at = items.indexOf(document.activeElement);
    const next = items[(at + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length];
    if (next) next.focus();
    event.preventDefault();
  }
}

export function onOutside(v, event) {
  if (v.menuFor && !v.menu.contains(event.target) && !v.menuFor.node.contains(event.target)) closeMenu(v);
}
