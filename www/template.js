// @ts-check
// The markup inside each element's shadow root. Styles live in peg-solitaire.css (no inline
// styles or scripts: works under a strict Content-Security-Policy).

import { CATALOG } from './boards.js';

// Every built-in board of the engine (the catalogue the build writes from the engine's own,
// base/src/geometry/catalog.rs), the triangles first, smallest first on each lattice.
const IN_MENU_ORDER = [...CATALOG].sort((a, b) => (a.lattice === b.lattice ? a.holes - b.holes : a.lattice === 'triangular' ? -1 : 1));
export const BOARDS = IN_MENU_ORDER.map((b) => b.id);
/** The board of an element that names none (and the stand-in for a board it cannot have). */
export const DEFAULT_BOARD = 'triangle5';
// The id of a board given by the element's `layout` attribute (no built-in board has it).
export const CUSTOM = 'custom';
// What the board says it does with the keys, in play and while a start is chosen (panel.js).
export const BOARD_LABEL = 'Board. Arrow keys move, Enter picks a peg and drops it, U undoes, R redoes.';
export const PICKING_LABEL = 'Board: choose the start hole. Arrow keys move, Enter chooses, Esc closes.';

export const template = (cssHref) => `
  <link rel="stylesheet" href="${cssHref}">
  <div class="game" part="game" aria-busy="true" hidden>
    <div class="menus">
      <label>Board <select class="board-select">${IN_MENU_ORDER.map((b) => `<option value="${b.id}">${b.name}</option>`).join('')}</select></label>
      <label>Finish <select class="mode-select">
        <option value="complement">where you started</option>
        <option value="anywhere">anywhere</option>
      </select></label>
      <label class="hint-toggle"><input type="checkbox" class="hints-box"> Hints</label>
    </div>
    <div class="play">
      <svg class="board" tabindex="0" role="application" aria-roledescription="peg solitaire board"
        aria-label="${BOARD_LABEL}"></svg>
      <p class="placeholder" role="status">Loading the game…</p>
    </div>
    <div class="panel">
      <p class="status" role="status" aria-live="polite"></p>
      <p class="announce" aria-live="polite"></p>
      <p class="counter">&nbsp;</p>
      <div class="buttons">
        <button type="button" class="undo" aria-keyshortcuts="U Control+Z">Undo</button>
        <button type="button" class="redo" aria-keyshortcuts="R Control+Y">Redo</button>
        <button type="button" class="reset">Reset</button>
        <button type="button" class="solve">Solve from here</button>
        <button type="button" class="pick-start" aria-pressed="false">Choose start hole</button>
        <button type="button" class="export" aria-expanded="false">Export</button>
      </div>
      <p class="note"></p>
      <p class="note-said" aria-live="polite"></p>
      <div class="result" hidden>
        <button type="button" class="play-again">Play again</button>
        <button type="button" class="undo-to-winning">Undo to last winning position</button>
      </div>
      <div class="hint-download" hidden>
        <progress class="hint-progress" max="1" value="0" aria-label="Hints loading"></progress>
        <span class="hint-download-text"></span>
        <button type="button" class="hint-retry" hidden>Retry</button>
      </div>
      <p class="finishes"></p>
      <div class="export-box" hidden>
        <p class="notation" aria-label="The game in a1 notation"></p>
        <button type="button" class="copy">Copy</button>
        <button type="button" class="close-export">Close</button>
        <span class="copied" aria-live="polite"></span>
      </div>
      <details class="how-to">
        <summary>How to play</summary>
        <p>Jump a peg over a neighbour into the empty hole behind it: the jumped peg is removed.
          Leave one peg (on the hole with the dot, where the goal names one). Jumps one after
          another by the same peg count as one move.</p>
        <p>With hints on, hover, tap or pick a peg: a ring with a tick marks a landing that can
          still win, a ring with a cross one that cannot, and a peg whose every jump loses turns
          into a bomb. A dotted ring is a landing with no hint (hints off, or not known yet). A
          dashed ring marks where the last move started, a solid one where it ended.</p>
        <p>A hole is named by a letter and a row number (d4), rows counted from the top; on a
          triangle the letter is that of the line slanting down to the left that the hole lies
          on (with coordinates shown, at both ends of the line).</p>
      </details>
      <details class="key-help">
        <summary>Keys</summary>
        <p>Arrows move the cursor (on a triangle, Up and Down follow the hole's slanting line) ·
          Home and End go to the row's ends, Ctrl+Home and Ctrl+End to the board's ·
          Enter or Space picks a peg and drops it · Esc lets go (or stops Solve, or closes Export) ·
          U or Ctrl+Z undoes · R, Ctrl+Y or Ctrl+Shift+Z redoes</p>
      </details>
    </div>
  </div>`;
