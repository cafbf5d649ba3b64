// @ts-check
// The element's listeners: its menus (followed once their arrow keys rest), buttons and the
// Hints box, set up each time it is put in the page (connectedCallback in embed.js).
import * as persist from './persist.js';
import { WHY_SOLVE_IS_OFF } from './panel.js';
import { askedMode, syncsUrl } from './config.js';

// How long a menu's arrow keys rest before the game follows them (see onChosen).
const MENU_KEYS_REST_MS = 600;

/**
 * Sets up `element`'s listeners with `on(selector or node, type, fn)`, which adds one and
 * keeps its removal for when the element is taken off the page (element.offs).
 */
export function wireEvents(element, on) {
  // A closed menu changes with each arrow key (Chromium and Firefox on Linux and Windows):
  // a player arrowing past five boards would open five games, start their downloads and
  // leave five Back entries. Changed by keys, the game follows once they rest, or at once on
  // Enter or when the menu loses the focus; changed by a pointer, at once.
  const onChosen = (sel, fn) => {
    let keyed = false;
    let timer = 0;
    let before = null; // the choice when the keys began: arrowed back to it, nothing opens
    // Opens the keys' choice in `ms`, or (null) drops the wait. A menu refilled meanwhile
    // (the board's data build arriving) keeps the keys' choice (fillMenus).
    const wait = (ms) => {
      clearTimeout(timer);
      timer = ms === null ? 0 : setTimeout(now, ms);
      if (ms === null) element.menusKeyed.delete(element.$(sel));
      else element.menusKeyed.add(element.$(sel));
    };
    const now = () => {
      if (!timer) return;
      wait(null);
      if (element.$(sel).value !== before) fn();
    };
    on(sel, 'keydown', (e) => {
      keyed = !['Tab', 'Enter', 'Escape', 'Shift'].includes(e.key);
      if (keyed && !timer) before = element.$(sel).value;
      if (e.key === 'Enter') now();
    });
    // After the focus has moved on (Tab to the next menu), so it is held while the game opens.
    on(sel, 'blur', () => setTimeout(now));
    on(sel, 'pointerdown', () => (keyed = false)); // a pointer's choice is not the keys'
    on(sel, 'change', () => {
      wait(null);
      if (!keyed) return fn();
      keyed = false;
      wait(MENU_KEYS_REST_MS);
    });
    // Taken off the page: a choice the keys left waiting is dropped (a blur's late call too).
    element.offs.push(() => wait(null));
  };
  // A new board keeps the kind of finish the player (or the page) asked for, not one a board
  // without it forced: French has no "where you started", English should get it back. A
  // chosen finish hole is a hole of the old board: the new one finishes where it started.
  onChosen('.board-select', () => {
    const asked = element.games.wantedMode ?? askedMode(element);
    const board = element.$('.board-select').value;
    // A game in progress is put aside, not thrown away: choosing its board again brings it
    // back as it was. The new board's note says so, since nothing else shows it.
    const kept = element.games.keptNote(element.games.shelve());
    const resume = element.games.shelf.get(board) ?? null;
    element.games.shelf.delete(board);
    if (resume) element.games.open({ board, state: resume.state, ahead: resume.ahead, resume, kept, newEntry: true });
    else element.games.open({ board, mode: asked.startsWith('finish-') ? 'complement' : asked, kept, newEntry: true });
  });
  onChosen('.mode-select', async () => {
    const mode = element.$('.mode-select').value;
    element.games.wantedMode = mode;
    // Changed while choosing a start (as the picker advises for a start this finish cannot
    // win): the picker stays open, coloured for the new finish, so that start can be chosen.
    const picking = element.ui.picking !== null;
    // The jumps stay, and the undone ones are still there to redo (the solver's among them).
    const { state, ahead, solverJumps } = element.client.view;
    const opened = element.games.open({ board: element.view.layout.id, start: element.status.start, mode, keepJumpsOf: state, ahead, solverJumps, newEntry: true });
    const generation = element.games.generation;
    await opened;
    if (picking && generation === element.games.generation && element.ui.picking === null) element.startPicker.toggle();
  });
  // After the player's click or key, not on pointerdown: the line going then would move
  // what is below it between the press and the release, and the click would miss. A finger
  // on the board makes no click (input.js holds its touch), so its release counts too.
  for (const type of ['click', 'pointerup', 'keydown']) {
    on(element.root, type, () => {
      element.panel.collapseReady();
      element.markSettled();
    });
  }
  on('.hints-box', 'change', (e) => {
    if (syncsUrl(element)) persist.storeHintsWanted(e.target.checked);
    element.hintFollower.switched();
    element.invalidate('game');
  });
  on('.undo', 'click', () => element.actions.undo());
  on('.redo', 'click', () => element.actions.redo());
  on('.reset', 'click', () => element.actions.reset());
  on('.play-again', 'click', () => element.actions.reset());
  on('.undo-to-winning', 'click', () => element.actions.act((client) => client.undoToWinning(), null, 'Back to the last winning position'));
  on('.solve', 'click', (event) => {
    if (element.solver.playing) return element.solver.stop(true);
    // The button's drawn state decides, so it must be the current one: a click in the frame
    // after Hints were unticked (or the page turned them off) would otherwise still solve.
    element.drawNow();
    if (event.currentTarget.getAttribute('aria-disabled') !== 'true') return element.solver.solve();
    element.message = WHY_SOLVE_IS_OFF; // why it is off (a tap or a key gets no hover), kept current
    element.invalidate('game');
  });
  on('.pick-start', 'click', async (event) => {
    await element.startPicker.toggle();
    // Opened from the keyboard (a click with no pointer: Enter or Space), the holes to choose
    // from are on the board, which Tab from the button does not reach: the focus goes there,
    // on the start hole.
    if (event.detail === 0 && element.ui.picking && element.view) {
      element.ui.cursor = element.actions.homeHole(); // the start hole: no peg is picked now
      element.$('.board').focus();
    }
  });
  on('.export', 'click', () => element.exportBox.set(!element.exportBox.open));
  on('.close-export', 'click', () => element.exportBox.set(false));
  on('.copy', 'click', () => element.exportBox.copy());
  on('.hint-retry', 'click', () => element.hintFollower.follow(true));
  // Back online: a download that failed is tried again, as Retry would, a second after (the
  // link is often not quite up when the browser says so), and twice more if it fails again.
  const timers = [];
  on(window, 'online', () => {
    timers.splice(0).forEach(clearTimeout); // a second reconnection starts the tries afresh
    for (const after of [1_000, 5_000, 20_000]) {
      timers.push(setTimeout(() => {
        if (element.client && navigator.onLine && element.$('.hint-download').dataset.state === 'failed') element.hintFollower.follow(true);
      }, after));
    }
  });
  element.offs.push(() => timers.forEach(clearTimeout));
  // Every element that asks listens, and follows the URL once it owns it: one that played
  // without the URL takes it over with its first save after the owner left the page (not on a
  // hashchange: the URL would then hold the old owner's games, and opening one would throw
  // away a game of its own that was never saved).
  if (element.hasAttribute('sync-url')) on(window, 'hashchange', () => persist.isUrlOwner(element) && element.games.followUrl());
}
