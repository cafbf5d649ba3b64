// @ts-check
// What the player's input does: pick, jump, undo and redo. Methods of the <peg-solitaire>
// element (embed.js); the engine checks every move. Choosing a start is in start-picker.js,
// Solve from here in solve.js, the live search between jumps in live-search.js, the Export
// box in export-box.js: all mixed in here.
import { pegCount } from './status-text.js';
import { startPickerMethods } from './start-picker.js';
import { solveMethods } from './solve.js';
import { searchMethods } from './live-search.js';
import { exportMethods } from './export-box.js';

const ownMethods = {
  intents() {
    return {
      hover: (hole) => {
        if (hole === this.ui.hovered) return;
        this.ui.hovered = hole;
        this.invalidate('marks');
      },
      choose: (hole, pointerType) => this.choose(hole, pointerType),
      // A press on the picked peg released without a drop: it lets go, as a second click does.
      release: (hole) => {
        const letGo = this.letGoOnRelease === hole && this.ui.selected === hole;
        this.letGoOnRelease = null;
        if (!letGo) return;
        this.dropPick();
        this.invalidate('game');
      },
      drop: (from, to, pointerType) => {
        this.letGoOnRelease = null;
        if (this.ui.selected !== from) return;
        const lands = this.landings(from).includes(to);
        const empty = !this.pegs[to];
        // As a press there: a finger's drop is no hover (touch has none, and a hover left
        // behind would show that hole's marks over every later tap's).
        this.choose(to, pointerType);
        // A peg dropped where it cannot land goes back: say why, rather than only snap it back.
        if (!lands && empty && this.playable && !this.ui.picking) {
          const name = (h) => this.view.layout.holes[h].name;
          this.message = `The peg on ${name(from)} cannot land on ${name(to)}: a peg jumps over a next-door peg into the empty hole just beyond it.`;
          this.invalidate('game');
        }
      },
      // A touch on a peg that can jump may drag it, and one on the picked peg's landing jumps
      // at once: those are the game's. Any other touch may be a scroll of the page.
      holdsTouch: (hole) => {
        if (!this.playable || this.ui.picking || this.solving !== null) return false;
        const { selected } = this.ui;
        if (selected !== null && !this.pegs[hole]) return this.landings(selected).includes(hole);
        return Boolean(this.pegs[hole]) && this.landings(hole).length > 0;
      },
      dragging: (from) => this.playable && this.ui.selected === from && !this.ui.picking,
      moveCursor: (dx, dy) => {
        if (!this.view) return;
        this.ui.showCursor = true;
        const next = this.ui.cursor === null ? this.homeHole() : this.view.neighbour(this.ui.cursor, dx, dy);
        if (next !== null) this.ui.cursor = this.ui.hovered = next;
        this.invalidate('marks');
      },
      // Home and End: the row's first or last hole; with Ctrl, the board's.
      cursorToEnd: (end, board) => {
        if (!this.view) return;
        this.ui.showCursor = true;
        this.ui.cursor = this.ui.hovered = this.view.rowEnd(this.ui.cursor ?? this.homeHole(), end, board);
        this.invalidate('marks');
      },
      chooseCursor: () => this.ui.cursor !== null && this.choose(this.ui.cursor, 'keyboard'),
      // Whether there was a solution playing, a picked peg, an open start picker or an open
      // Export box to let go of (in that order).
      cancel: () => {
        if (this.solving !== null) {
          this.stopSolving(true);
          return true;
        }
        if (this.ui.selected === null && this.ui.picking === null) {
          if (!this.ui.exportOpen) return false;
          this.setExport(false);
          return true;
        }
        this.letGo();
        return true;
      },
      // A press on the board between the holes lets go of a picked peg, as a press on an
      // empty hole does; an open start picker stays open (a near miss should not close it).
      pressOffHoles: () => {
        if (this.solving !== null) return this.stopSolving(true); // as a press on a hole does
        if (this.ui.selected !== null && !this.ui.picking) this.letGo();
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
      focusBoard: (visible) => {
        if (!this.view) return;
        if (this.ui.cursor === null) this.ui.cursor = this.homeHole();
        if (!visible) return; // a click focused the board: the pointer is the cursor
        this.ui.showCursor = true;
        this.ui.hovered = this.ui.cursor;
        this.invalidate('marks');
      },
      blurBoard: () => {
        this.ui.showCursor = false;
        this.invalidate('marks');
      },
    };
  },

  /**
   * What a screen reader hears when the player picks a peg: its landings, each with its hint
   * as drawn (`hint`: {landings: [{to, good}], bomb}), e.g. "c4 picked, a bomb: every jump
   * loses. Jumps to a2 (bad)."
   */
  sayPick({ hole, before }, hint) {
    const name = (h) => this.view.layout.holes[h].name;
    const verdict = (good) => (good === true ? ' (good)' : good === false ? ' (bad)' : '');
    const landings = hint.landings.map((l) => `${name(l.to)}${verdict(l.good)}`).join(', ');
    // After a jump that can go on, the jump is said first, then the peg "can jump on".
    const what = before ? `${before} ${name(hole)} can jump on` : `${name(hole)} picked`;
    this.panel.announce(`${what}${hint.bomb ? ', a bomb: every jump loses' : ''}. Jumps to ${landings}.`);
  },

  /**
   * Waits for an engine call that changes the game (`call` returns its promise), then runs
   * `then(result)` if the game is still this client's. Input is not playable until both are
   * done (see `playable` in embed.js): the next click acts on the game as changed and shown,
   * not on the one before. Resolves to the call's result.
   */
  async ask(call, then = (result) => result) {
    const client = this.client;
    this.pending++;
    try {
      const result = await call();
      if (client === this.client) then(result);
      return result;
    } finally {
      this.pending--;
    }
  },

  /** The holes the peg on `hole` can jump to now, as the engine's status lists them. */
  landings(hole) {
    return this.status?.targets[hole] ?? [];
  },

  /** Lets go of the picked peg, if any, and tells a screen reader (the board only unrings it). */
  dropPick() {
    if (this.ui.selected !== null) this.panel.announce(`Let go of ${this.view.layout.holes[this.ui.selected].name}.`);
    this.ui.selected = null;
  },

  /** Lets go of the picked peg and closes the start picker; the message spoke of them. */
  letGo() {
    this.dropPick();
    Object.assign(this.ui, { continuing: false, picking: null });
    this.message = '';
    this.invalidate('game');
  },

  // Where the keyboard cursor appears first: on the picked peg, else on the start hole.
  homeHole() {
    return this.ui.selected ?? this.view.layout.holes.findIndex((h) => h.name === this.status.start);
  },

  // A click, tap, Enter or drop on `hole`: pick a peg, jump the picked peg, or pick a start.
  choose(hole, pointerType = 'mouse') {
    if (!this.playable) return;
    // A click on the board while a solution plays takes the game back, as Esc does: the click
    // meant to play, and the next jump would otherwise come from the solver, not from it.
    if (this.solving !== null) return this.stopSolving(true);
    if (pointerType !== 'touch') this.ui.hovered = hole;
    if (pointerType !== 'keyboard') this.ui.showCursor = false; // the pointer is the cursor now
    this.message = '';
    if (this.ui.picking) return this.chooseStart(hole);
    const pegs = this.pegs;
    const { selected } = this.ui;
    if (selected !== null && !pegs[hole] && this.landings(selected).includes(hole)) return void this.jump(selected, hole);
    if (pegs[hole]) {
      const stuck = this.landings(hole).length === 0;
      if (selected === hole) {
        // A second click on the picked peg lets go, unless it is in the middle of a move. A
        // press lets go only when released without a drag (`release`): a press on the picked
        // peg may start dragging it (it stayed where it was).
        if (pointerType === 'keyboard' && !this.ui.continuing) this.dropPick();
        else if (!this.ui.continuing) this.letGoOnRelease = hole;
      } else if (selected !== null && stuck) {
        // A click away from a picked peg onto one that cannot jump reads as letting go: picking
        // it would show no landing, and say nothing of why.
        this.dropPick();
      } else {
        // A peg that cannot jump is not picked (its ring would promise landings): the note
        // says why instead.
        this.ui.selected = stuck ? null : hole;
        // Its landings and their hints are said once drawn (a screen reader hears no marks).
        if (!stuck) this.pickToSay = { hole, before: '' };
        if (stuck && this.status.state === 'playing') this.message = `The peg on ${this.view.layout.holes[hole].name} has no jump now: pick a peg next to a peg with an empty hole behind it.`;
      }
    } else {
      this.dropPick(); // an empty hole that is no landing: let go
    }
    this.ui.continuing = false;
    this.invalidate('game');
  },

  async jump(from, to) {
    this.stopSolving();
    const client = this.client;
    await this.ask(() => client.jump(from, to), () => this.jumped(to));
  },

  /** The player's jump onto `to` is made: the peg may jump on; said, shown and told. */
  jumped(to) {
    const status = this.status;
    // The peg stays picked while it can jump on, so a multi-jump move goes on with one click.
    const onward = status.targets[to].length > 0;
    this.ui.selected = onward ? to : null;
    this.ui.continuing = onward;
    const name = this.view.layout.holes[to].name;
    // A lost game's status says what matters (and offers the undo): no invitation to go on.
    if (onward && status.state !== 'lost') this.message = `The peg on ${name} can jump on: choose a landing to go on with this move, or pick another peg.`;
    this.changed({ glide: [status.lastJump, false] });
    const said = `${this.jumpWords(status.lastJump)}. ${this.pegsWords()}`;
    // A peg that can jump on stays picked: its landings and their hints follow, once drawn.
    if (onward) this.pickToSay = { hole: to, before: said };
    else this.panel.announce(said);
    this.tellPage('player');
  },

  /**
   * Tells the host page of a jump just made (a `jump` event), and of the game's end when no jump
   * is left (`end`): for a site's own score, message or analytics. `by`: 'player' or 'solver'.
   */
  tellPage(by) {
    const s = this.status;
    const [from, , to] = s.lastJump.map((h) => this.view.layout.holes[h].name);
    const tell = (type, detail) => this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    // Both details are read before either is sent: a listener may change the game (a new board).
    const game = this.client.view.state;
    const end = !s.canJump && { won: s.state === 'won', pegs: s.pegs, moves: s.moves, lastPeg: s.lastPeg ?? null, solver: s.solverFrom !== null, game };
    tell('jump', { from, to, pegs: s.pegs, jumps: s.jumps, moves: s.moves, by, game });
    if (end) tell('end', end);
  },

  /**
   * Undo, redo, reset and the like: `fn` asks the engine for the change and resolves to whether
   * it made it; `direction` glides the jump undone or redone; `done` names the action for a
   * screen reader ("Undone").
   */
  async act(fn, direction = null, done = 'Back to the start') {
    // Not while a start is chosen (the buttons are greyed then; this stops the keys too).
    if (!this.playable || this.ui.picking) return;
    const stopped = this.solving !== null ? 'Solve stopped. ' : ''; // an undo mid-solution stops it
    this.stopSolving();
    const before = this.status.lastJump;
    const client = this.client;
    await this.ask(() => fn(client), (moved) => this.acted(moved, before, direction, done, stopped));
  },

  /** After `act`: the game changed (`moved`), or not. */
  acted(moved, before, direction, done, stopped) {
    Object.assign(this.ui, { selected: null, continuing: false, picking: null });
    this.message = '';
    this.changed({ glide: moved && direction === 'backward' ? [before, true] : null });
    if (moved && direction === 'forward') this.pendingGlide = [this.status.lastJump, false];
    const which = direction === 'backward' ? before : direction === 'forward' ? this.status.lastJump : null;
    if (moved) this.panel.announce(`${stopped}${done}${which ? `: ${this.jumpWords(which)}` : ''}. ${this.pegsWords()}`);
  },

  // The buttons' and the keys' actions (one definition for both).
  undo() {
    return this.act((client) => client.undo(), 'backward', 'Undone');
  },
  redo() {
    return this.act((client) => client.redo(), 'forward', 'Redone');
  },
  reset() {
    return this.act((client) => client.reset());
  },

  /** A jump ([from, over, to] holes) as a screen reader says it: "d2 to d4". */
  jumpWords([from, , to]) {
    const name = (hole) => this.view.layout.holes[hole].name;
    return `${name(from)} to ${name(to)}`;
  },

  pegsWords() {
    return `${pegCount(this.status.pegs)} left.`;
  },

  /** The game changed: read what the engine says of it now, redraw (and glide a jump) on the next frame. */
  changed({ glide = null } = {}) {
    this.hint = null;
    this.hintAsk = null; // a hint on its way is of the position before
    this.reasks = 0; // undecided landings asked again in this position (embed.js drawBoard)
    this.positionChanged = true; // the state string is built (and saved) on the next frame only
    this.$('.copied').textContent = ''; // "Copied." was about the game before
    this.pendingGlide = glide?.[0] ? glide : null;
    // An open start picker follows the hints that came meanwhile (the data build, a hint file):
    // its colours were what the engine knew when it opened.
    if (this.ui.picking) {
      const client = this.client;
      client.startOptions(this.status.mode).then((options) => {
        if (client !== this.client || !this.ui.picking) return;
        this.ui.picking = options;
        this.invalidate('game');
      });
    }
    this.invalidate('game');
    this.searchFurther();
  },
};

// With the methods the modules beside this one hold (none uses `super`):
//   startPickerMethods: togglePicking, chooseStart (start-picker.js)
//   solveMethods: solve, stopSolving (solve.js)
//   searchMethods: leftUnmarked, searchFurther (live-search.js)
//   exportMethods: setExport, copyNotation (export-box.js)
export const actionMethods = { ...ownMethods, ...startPickerMethods, ...solveMethods, ...searchMethods, ...exportMethods };
