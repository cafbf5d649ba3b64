// @ts-check
// Drawing the element: at most once per animation frame, the board (asking the engine for the
// hovered or picked peg's hint, drawn when it comes) and the panel. One Renderer per element;
// it owns the frame, the hint shown and what is due to be said with it.
import * as persist from './persist.js';
import { menusShown, syncsUrl } from './config.js';

// How many times a position's undecided landings are asked again by themselves: each ask spends
// a hover's search budget, and what one search learned carries over to the next, so a second
// ask often decides what the first could not.
const AUTO_REASKS = 2;
const REASK_AFTER_MS = 150;

export class Renderer {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.frame = 0;
    this.dirty = { game: false, marks: false };
    this.hint = null; // the focused peg's hint, as the engine gave it
    this.hintAsk = null; // {hole}: a hint on its way
    this.reasks = 0; // undecided landings asked again in this position (see AUTO_REASKS)
    this.pendingGlide = null; // [jump, backward]: the jump to glide on the next frame
    this.pickToSay = null; // {hole, before}: a peg just picked (or left picked by its jump), said once drawn
    this.positionChanged = false; // the state string is built (and saved) on the next frame only
    this.readyDue = false; // the `ready` event waits for the game to be drawn
    this.hintCalls = 0; // engine pegHint calls, for the browser benchmark
  }

  /** The game changed: what was shown of the position before goes; `glide` the jump made. */
  newPosition(glide) {
    this.hint = null;
    this.hintAsk = null; // a hint on its way is of the position before
    this.reasks = 0;
    this.positionChanged = true;
    this.pendingGlide = glide?.[0] ? glide : null;
  }

  invalidate(what) {
    this.dirty[what] = true;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** Draws what is due at once, not at the next frame (before a decision reads the drawing). */
  drawNow() {
    if (!this.frame) return;
    cancelAnimationFrame(this.frame);
    this.draw();
  }

  /** Nothing more is drawn (the element left the page); a new game starts drawing again. */
  stop() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.readyDue = false;
  }

  draw() {
    const host = this.host;
    this.frame = 0;
    // Cleared first: drawing the marks may ask for the panel again (invalidate), next frame.
    const dirty = this.dirty;
    this.dirty = { game: false, marks: false };
    if (host.client && host.view) {
      if (dirty.game) this.drawPanel();
      this.drawBoard();
      if (this.readyDue && !host.$('.game').hidden) {
        this.readyDue = false;
        host.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
      }
    }
  }

  /**
   * The engine knows more (the search worker proved more, or levels of a hint file came): the
   * hint shown is asked again, the panel read anew.
   */
  thoughtsArrived() {
    this.hint = null;
    this.invalidate('game');
  }

  /** The live search ended: a landing it left unmarked on screen is asked again once. */
  searchEnded() {
    if (!this.host.search.leftUnmarked(this.hint)) return;
    this.hint = null;
    this.invalidate('marks');
  }

  drawBoard() {
    const host = this.host;
    const { ui, status } = host;
    const unmarked = (hint) => host.search.leftUnmarked(hint);
    const hintsOn = host.$('.hints-box').checked && status.hints;
    // Hover shows the hovered peg; otherwise the picked peg (a multi-jump move) keeps its marks.
    // The keyboard cursor passes over pegs on its way to a landing: while a peg the player
    // picked is picked, the cursor keeps showing its marks (Esc lets go, to look at other pegs).
    // A peg left picked by its own jump (it could go on) was not the player's pick: the cursor
    // shows the pegs it is on, as a mouse does, so the next jump can be looked for anywhere.
    const cursorOnly = ui.showCursor && ui.selected !== null && !ui.continuing;
    // A hovered peg that cannot jump has no marks to show: the picked peg keeps its own then.
    // (The status lists the pegs that can jump: the hover's one engine call is pegHint below.)
    const hoveredCanJump = ui.hovered !== null && status.movable.includes(ui.hovered);
    const focus = hoveredCanJump && !cursorOnly ? ui.hovered : ui.selected;
    host.thinking.focus(ui.picking ? null : focus);
    let hint = null;
    // A hint with a landing the search could not decide is asked again when its peg is shown
    // anew: the engine's search may know more by then (what it learned since, in between).
    if (focus === null && unmarked(this.hint)) this.hint = null;
    const shown = focus !== null && !ui.picking && !host.busy;
    if (shown && this.hint?.hole !== focus) this.askHint(focus);
    if (shown && this.hint?.hole === focus) {
      hint = hintsOn ? this.hint : { ...this.hint, bomb: false, landings: this.hint.landings.map((l) => ({ to: l.to, good: null })) };
      if (this.pickToSay?.hole === focus && ui.selected === focus) {
        host.actions.sayPick(this.pickToSay, hint);
        this.pickToSay = null;
      }
      // The note says why a landing has no mark once one is shown, for the rest of the game
      // (not per hover or per jump: the panel would grow and shrink, a screen reader repeat it).
      // Above the peg count the hints start from, no landing is marked and the note says so.
      if (hintsOn && !ui.unmarkedSeen && unmarked(this.hint)) {
        ui.unmarkedSeen = true;
        this.invalidate('game');
      }
    }
    // A jump whose peg's landings could not be said with it (another peg hovered) is said alone;
    // not while that peg's hint is on its way (it is said with it, once drawn).
    if (this.pickToSay === null || this.hintAsk?.hole !== this.pickToSay.hole) {
      if (this.pickToSay?.before) host.panel.announce(this.pickToSay.before);
      this.pickToSay = null;
    }
    // The start picker shows the board as a new game begins: full, no last move, and no goal
    // dot (the current game's finish, drawn over a peg, read as a fourth kind of start).
    const pegs = ui.picking ? host.pegs.map(() => 1) : host.pegs;
    host.view.paint({ pegs, lastMove: ui.picking ? [] : status.lastMove, goal: ui.picking ? null : status.finish, selected: ui.selected, cursor: ui.showCursor ? ui.cursor : null, hint, starts: ui.picking });
    if (this.pendingGlide) host.view.glide(...this.pendingGlide);
    this.pendingGlide = null;
  }

  /**
   * Asks the engine for what hovering the peg on `hole` shows, and draws it when it comes (in
   * the same frame while the engine answers at once). An answer for a position or a peg no
   * longer shown is dropped.
   */
  askHint(hole) {
    const host = this.host;
    if (this.hintAsk?.hole === hole) return; // on its way
    const ask = (this.hintAsk = { hole });
    const client = host.client;
    this.hintCalls++;
    client.pegHint(hole).then(
      (asked) => {
        if (this.hintAsk !== ask || host.client !== client) return;
        this.hintAsk = null;
        this.hint = asked;
        if (this.reasks < AUTO_REASKS && host.search.leftUnmarked(asked)) {
          this.reasks++;
          setTimeout(() => {
            if (this.hint !== asked) return; // another peg, or another position, since
            this.hint = null;
            this.invalidate('marks');
          }, REASK_AFTER_MS);
        }
        // A bomb while the status cannot tell yet: once the hovers have found every peg one,
        // the engine knows the game is lost without a search, so the status can say so. A good
        // landing proves the game still wins: the engine knows that at once too (and Solve
        // can play from here).
        const found = asked.bomb || asked.landings.some((l) => l.good === true);
        if (found && host.status.undecided) host.search.start();
        this.invalidate('marks');
        this.drawNow();
      },
      (error) => {
        // Not for a peg of this game (a hole the engine refuses): no marks, said in the console.
        if (this.hintAsk === ask) this.hintAsk = null;
        console.error('<peg-solitaire>: the hint could not be had:', error);
      },
    );
  }

  drawPanel() {
    const host = this.host;
    const { ui, status } = host;
    host.panel.draw(status, {
      picking: ui.picking,
      solving: host.solver.playing,
      solverFrom: status.solverFrom,
      unmarkedSeen: ui.unmarkedSeen,
      searchedElsewhere: host.thinking.on,
      exportOpen: host.exportBox.open,
      idle: !host.busy,
      message: host.message,
      hintsWanted: host.$('.hints-box').checked,
      hintsLoading: host.panel.downloading,
      menusShown: menusShown(host),
    });
    // What depends on the game only: saved and searched once per change of the game, not
    // when a peg is picked or a message shown.
    if (this.positionChanged) {
      this.positionChanged = false;
      if (syncsUrl(host)) {
        const { state, ahead, solverJumps } = host.client.view;
        // The host page's own fragment (an anchor in its URL) stays until the game changes.
        host.games.firstState ??= state;
        host.games.changedSinceOpening ||= state !== host.games.firstState;
        persist.saveState(state, { store: state !== host.games.linkState, inUrl: host.games.changedSinceOpening || !persist.hostFragment(), newEntry: host.games.newHistoryEntry });
        persist.saveAhead(state, ahead);
        if (state !== host.games.linkState) persist.saveSolverJumps(ahead, solverJumps); // as the game is stored
      }
      host.games.newHistoryEntry = false; // also when not (or no longer) the URL's owner
      this.showFinishes();
    }
    if (host.exportBox.open) host.panel.notation(host.client.view.notation);
    if (host.exportBox.reveal) host.$('.export-box').scrollIntoView({ block: 'nearest' });
    host.exportBox.reveal = false;
  }

  // Where a one-peg finish is still possible (a search: once per position, never per hover).
  showFinishes() {
    const host = this.host;
    const s = host.status;
    if (!s.hints || s.state !== 'playing' || s.mode !== 'anywhere') return host.panel.finishes('');
    const client = host.client;
    const state = client.view.state;
    client.reachableFinishes().then((reach) => {
      if (client !== host.client || client.view.state !== state) return; // played on since
      // Too big a search for this position: said, rather than the line coming and going from
      // one jump to the next (everything below it moved). A live search never lists them.
      const unknown = s.hintsLive ? '' : 'One-peg finishes still possible: too many ways on from here to tell.';
      host.panel.finishes(reach ? `One-peg finishes still possible at: ${reach.join(', ') || 'none'}.` : unknown);
    });
  }
}
