// @ts-check
// Everything beside the board: the status sentence and its note, the counter, the buttons, the
// result actions, the hint download, the finishes still possible, the export box. It shows
// what the element tells it; it decides nothing about the game.
import { describeStatus } from './status-text.js';
import { BOARD_LABEL, PICKING_LABEL } from './template.js';

/** The element's message that stands for the current reason Solve is off (see `draw`). */
export const WHY_SOLVE_IS_OFF = Symbol('why Solve from here is off');

/** Why Solve from here is off in a position above the peg count the hints start from. */
const hintsStartFor = (pegs) => `Solving uses the hints, which start from ${pegs} pegs.`;

// Why "Solve from here" cannot be used now, or null when it can. `arriving`: the hints are on
// their way (a download in progress).
function whySolveIsOff(status, ui, arriving) {
  if (ui.picking) return 'Choose a start hole first.';
  if (status.state === 'won') return 'The game is won.';
  if (status.state === 'stuck') return 'No jump is left.';
  // With hints off the game does not tell that the goal is lost: nor does the button.
  if (!ui.hintsWanted) return ui.menusShown ? 'Solving uses the hints: turn Hints on.' : 'Solving uses the hints, which this page has turned off.';
  if (status.state !== 'playing') return 'From here the goal cannot be reached.';
  if (!status.hints) return 'No hints for this start and finish.';
  // Until they arrive, the game runs on the engine without data, whose hints start late.
  if (status.undecided && arriving) return 'Solving uses the hints, which are still loading.';
  // A position the hints have decided can be solved, even above the peg count they start from.
  if (status.undecided && status.hintsFrom !== null) return hintsStartFor(status.hintsFrom);
  if (status.undecided) return 'The hints cannot tell yet whether this position still wins.';
  return null;
}

export class Panel {
  constructor(root) {
    this.root = root;
    this.$ = (sel) => root.querySelector(sel);
    this.heldFocus = null; // a control that had the focus when a game began to open (setBusy)
    this.forcedColours = matchMedia('(forced-colors: active)'); // asked once, read on each draw
    this.noteParts = []; // the note's sentences as last shown (see draw)
  }

  /** Every control off (loading, replacing the game) or back to what the game allows. */
  setBusy(busy) {
    this.$('.game').setAttribute('aria-busy', String(busy));
    if (!busy) return;
    // A control with the focus, greyed while a game opens (the Finish menu, just tabbed to from
    // the Board menu), loses it to the page; draw gives it back once the game is there, unless
    // the player has put the focus somewhere since.
    const focused = this.root.activeElement;
    if (focused?.matches('button, select, input')) this.heldFocus = focused;
    for (const node of this.root.querySelectorAll('button, select, input')) node.disabled = true;
  }

  /**
   * `status` from the engine; `ui`: {picking (start options or null), solving, exportOpen,
   * idle, message, hintsLoading, hintsWanted, unmarkedSeen (a landing the live search left
   * unmarked was shown in this game), searchedElsewhere (by the search worker, which leaves a
   * landing unmarked only once it has given up on it)}.
   */
  draw(status, ui) {
    this.hintsWanted = ui.hintsWanted;
    this.menusShown = ui.menusShown;
    const said = describeStatus(status, { picking: ui.picking, solving: ui.solving, solverFrom: ui.solverFrom, hintsShown: ui.hintsWanted, startsChosen: ui.menusShown, systemColours: this.forcedColours.matches });
    const solveOff = ui.solving ? null : whySolveIsOff(status, ui, this.arriving);
    // A tap on the greyed Solve asked why: the reason as it is now (gone once Solve can be used).
    const notes = [ui.message === WHY_SOLVE_IS_OFF ? solveOff : ui.message];
    if (ui.hintsWanted && !status.hints && !ui.hintsLoading) notes.push(`No hints for this start and finish: ${status.hintsMessage ?? 'none are available'}.`);
    // Short: on a phone on its side it stands below a refused tap's note.
    // (Not after Solve's reason when that already says where the hints start.)
    const startSaid = notes[0] === hintsStartFor(status.hintsFrom);
    if (ui.hintsWanted && !ui.hintsLoading && status.hintsFrom !== null && status.state === 'playing') {
      if (!startSaid) notes.push(`Hints from ${status.hintsFrom} pegs, worked out as you play.`);
    }
    else if (ui.hintsWanted && !ui.hintsLoading && status.hintsLive && status.state === 'playing' && !ui.picking) notes.push(ui.unmarkedSeen ? `Hints are on, worked out as you play. ${ui.searchedElsewhere ? 'A landing left unmarked is beyond what the hints can settle: it may win or lose.' : 'A landing left unmarked is not decided yet: show its peg again in a moment.'}` : 'Hints are on, worked out as you play.');
    const text = this.$('.status');
    // Live regions written only when their words change: a screen reader may say the same
    // goal sentence again after every action otherwise.
    if (text.textContent !== said.text) text.textContent = said.text;
    text.dataset.state = said.state;
    const parts = notes.filter(Boolean);
    const note = parts.join(' ');
    if (this.$('.note').textContent !== note) {
      // A screen reader hears only the note's new sentences (its own live region): the hints
      // sentence that stays beside every passing message is not said again with each one.
      this.$('.note-said').textContent = parts.filter((p) => !this.noteParts.includes(p)).join(' ');
      this.$('.note').textContent = note;
    }
    this.noteParts = parts;
    const download = this.$('.hint-download');
    if (!download.hidden && download.dataset.state === 'ready') this.$('.hint-download-text').textContent = this.readyWords();
    this.$('.result').hidden = !(said.playAgain || said.undoToWinning);
    this.$('.game').dataset.result = said.state;
    this.$('.undo-to-winning').hidden = !said.undoToWinning;
    this.$('.counter').textContent = `Jumps: ${status.jumps} · Moves: ${status.moves} · Pegs: ${status.pegs}`;
    // Picking a start shows the board afresh: the game's counter and finishes would not match it.
    this.$('.counter').hidden = !!ui.picking;
    this.$('.finishes').hidden = !!ui.picking;
    const { idle } = ui;
    const set = (sel, disabled) => {
      this.$(sel).disabled = !idle || disabled;
    };
    // While a start is chosen the board shows a new game, without the counter of the one
    // behind it: undo, redo and reset, which would act on that hidden game, wait.
    const picking = !!ui.picking;
    set('.undo', !status.canUndo || picking);
    set('.redo', !status.canRedo || picking);
    set('.reset', !status.canUndo || picking);
    const solve = this.$('.solve');
    // Stop keeps Solve's width: a shorter button would let the next one move into its place,
    // under the finger that taps it again to stop (a tap there once opened the start picker).
    if (ui.solving && !solve.style.minWidth) solve.style.minWidth = `${solve.getBoundingClientRect().width}px`;
    if (!ui.solving) solve.style.minWidth = '';
    solve.textContent = ui.solving ? 'Stop' : 'Solve from here';
    // Greyed out but still focusable and clickable (aria-disabled, not disabled): it says why
    // on hover, to screen readers as its description, and as the note when tapped or pressed,
    // for touch and keyboard players, who get no hover.
    const off = idle && solveOff !== null;
    solve.setAttribute('aria-disabled', String(off));
    if (off) solve.title = solveOff;
    else solve.removeAttribute('title');
    // Nothing to copy before the first jump: a Copy then emptied the player's clipboard and
    // said "Copied.".
    set('.copy', status.jumps === 0);
    for (const sel of ['.solve', '.pick-start', '.export', '.close-export', '.play-again', '.undo-to-winning', '.hint-retry', '.board-select', '.mode-select', '.hints-box']) set(sel, false);
    this.$('.pick-start').setAttribute('aria-pressed', String(!!ui.picking));
    // What Enter does on the board: while a start is chosen it chooses the hole.
    this.$('.board').setAttribute('aria-label', ui.picking ? PICKING_LABEL : BOARD_LABEL);
    this.$('.export').setAttribute('aria-expanded', String(ui.exportOpen));
    this.$('.export-box').hidden = !ui.exportOpen;
    // A button that was just used and is now off (Undo at the start) or gone (Play again, once
    // the game starts again) would drop the focus to the page, and the game's keys and a screen
    // reader's place with it: the board takes it.
    const held = idle ? this.heldFocus : null;
    if (idle) this.heldFocus = null;
    const lost = !this.root.activeElement && (document.activeElement === null || document.activeElement === document.body);
    if (held && lost && !held.disabled && !held.closest('[hidden]')) held.focus({ preventScroll: true });
    const active = this.root.activeElement;
    if (active?.disabled || active?.closest('[hidden]')) this.$('.board').focus({ preventScroll: true });
  }

  /** The game in a1 notation, moves as unbreakable words: lines break between moves only. */
  notation(text) {
    const moves = text.split(' ').filter(Boolean);
    const box = this.$('.notation');
    if (!moves.length) return box.replaceChildren('No jumps yet.');
    box.replaceChildren(...moves.flatMap((m, i) => [...(i ? [' '] : []), Object.assign(document.createElement('span'), { className: 'move', textContent: m })]));
  }

  /** Tells a screen reader what the player's last action did (the status says only results). */
  announce(text) {
    const region = this.$('.announce');
    // The same words again (the same peg picked twice) are no change, which a screen reader
    // would not say: a no-break space after them makes one.
    region.textContent = text && region.textContent === text ? `${text}\u00a0` : text;
  }

  finishes(text) {
    this.$('.finishes').textContent = text;
  }

  /**
   * The hint download line: state loading | ready | failed | missing | none (its data-state, for
   * tests; missing: the site does not have the file, so there is no Retry; none: no line, as
   * when the engine itself could not be loaded and there is no game to hint). A line
   * that was loading says the hints are ready and stays until the player's next click, tap or
   * key (`collapseReady`): taking it away by itself would move everything below it, under a
   * player's finger, without warning.
   */
  download(state, text = '', fraction = undefined) {
    const box = this.$('.hint-download');
    // (Failed, then brought by a Retry here or by another game on the page.)
    const arrived = state === 'ready' && !box.hidden && ['loading', 'failed'].includes(box.dataset.state);
    box.hidden = state === 'none' || (state === 'ready' && !arrived);
    box.dataset.state = state;
    this.$('.hint-download-text').textContent = arrived ? this.readyWords() : text;
    this.$('.hint-retry').hidden = state !== 'failed';
    const bar = this.$('.hint-progress');
    bar.setAttribute('aria-label', arrived ? 'Hints loaded' : 'Hints loading');
    if (arrived) bar.value = 1;
    else if (fraction !== undefined) bar.value = fraction;
  }

  /** What the download line says once the hints have come: how to see them. */
  readyWords() {
    if (this.hintsWanted !== false) return 'The hints are ready: hover or tap a peg to see its jumps.';
    // Without the menus the Hints box is hidden: the page, not the player, turned them off.
    return this.menusShown === false ? 'The hints are ready, but this page has turned them off.' : 'The hints are ready: turn Hints on to see them.';
  }

  /** The hints are being downloaded (not failed, missing or ready). */
  get arriving() {
    return this.downloading && this.$('.hint-download').dataset.state === 'loading';
  }

  /** Takes away a "ready" download line: called on the player's input, so nothing moves unasked. */
  collapseReady() {
    const box = this.$('.hint-download');
    if (box.dataset.state === 'ready') box.hidden = true;
  }

  /** The download line is loading, failed or missing: it speaks for the hints. */
  get downloading() {
    const box = this.$('.hint-download');
    return !box.hidden && box.dataset.state !== 'ready';
  }
}
