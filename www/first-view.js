// @ts-check
// The board drawn before the engine has arrived: a fresh element asking for a built-in board's
// usual game shows that board at once, from first-views.js (what the engine opens, written by
// the build), instead of waiting on a slow link for the WebAssembly. Nothing on it plays until
// the engine's own game replaces it (Games.install); the panel says it is loading meanwhile.
import { FIRST_VIEWS } from './first-views.js';
import { BoardView } from './board-view.js';
import { coordinatesAsked } from './config.js';

/**
 * The usual game of `board`, when the engine will open exactly that one: a fresh game (no saved
 * game or link), and a start and finish asked for (if any) that are the engine's own choice.
 * Else null (a site's own board has none): the board waits for the engine.
 */
function firstViewOf({ board, start, mode, fresh }) {
  const view = fresh ? FIRST_VIEWS[board] : undefined;
  if (!view) return null;
  const asked = start?.trim().toLowerCase() || null;
  const usual = asked === null && mode === 'complement';
  return usual || (asked === view.start && mode === view.mode) ? view : null;
}

/**
 * Draws the first view of the game about to open, or takes away one drawn for a game asked for
 * before it (the owner's script changed the board while the engine loaded).
 */
export function showFirstView(host, request) {
  const view = firstViewOf(request);
  if (!view) return dropFirstView(host);
  const layout = { id: request.board, lattice: view.lattice, holes: view.holes.map(([name, x, y], index) => ({ index, name, x, y })) };
  const board = new BoardView(host.$('.board'), layout, { coordinates: coordinatesAsked(host) });
  const pegs = [...view.pegs].map(Number);
  board.paint({ pegs, lastMove: [], goal: view.finish, selected: null, cursor: null, hint: null, starts: null });
  // The board takes the placeholder's room (kept in the board's shape: no layout shift), and
  // the placeholder's sentence moves to the status line until the game is there.
  host.$('.status').textContent = host.$('.placeholder').textContent;
  host.$('.play').classList.add('drawn');
}

/** No board drawn before the engine's: the placeholder is back (it says why, on a failure). */
export function dropFirstView(host) {
  if (host.view || !host.$('.play').classList.contains('drawn')) return;
  host.$('.board').replaceChildren();
  host.$('.play').classList.remove('drawn');
  host.$('.status').textContent = '';
}
