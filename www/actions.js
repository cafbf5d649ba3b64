// @ts-check
// What the player's input does: pick, jump, undo and redo, and what the page says and tells
// of it. The engine checks every move. One Actions per element; it owns the engine calls on
// their way (`pending`). Choosing a start is in start-picker.js, Solve from here in solve.js,
// the live search between jumps in live-search.js, the Export box in export-box.js; which
// input asks for which action, in intents.js.
import { pegCount } from './status-text.js';

export class Actions {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.pending = 0; // engine calls on their way that change the game (see ask)
    this.letGoOnRelease = null; // a press on the picked peg lets go when released without a drag
  }

  /**
   * What a screen reader hears when the player picks a peg: its landings, each with its hint
   * as drawn (`hint`: {landings: [{to, good}], bomb}), e.g. "c4 picked, a bomb: every jump
   * loses. Jumps to a2 (bad)."
   */
  sayPick({ hole, before }, hint) {
    const name = (h) => this.host.view.layout.holes[h].name;
    const verdict = (good) => (good === true ? ' (good)' : good === false ? ' (bad)' : '');
    const landings = hint.landings.map((l) => `${name(l.to)}${verdict(l.good)}`).join(', ');
    // After a jump that can go on, the jump is said first, then the peg "can jump on".
    const what = before ? `${before} ${name(hole)} can jump on` : `${name(hole)} picked`;
    this.host.panel.announce(`${what}${hint.bomb ? ', a bomb: every jump loses' : ''}. Jumps to ${landings}.`);
  }

  /**
   * Waits for an engine call that changes the game (`call` returns its promise), then runs
   * `then(result)` if the game is still this client's. Input is not playable until both are
   * done (see `playable` in embed.js): the next click acts on the game as changed and shown,
   * not on the one before. Resolves to the call's result.
   */
  async ask(call, then = (result) => result) {
    const client = this.host.client;
    this.pending++;
    try {
      const result = await call();
      if (client === this.host.client) then(result);
      return result;
    } finally {
      this.pending--;
    }
  }

  /** The holes the peg on `hole` can jump to now, as the engine's status lists them. */
  landings(hole) {
    return this.host.status?.targets[hole] ?? [];
  }

  /** Lets go of the picked peg, if any, and tells a screen reader (the board only unrings it). */
  dropPick() {
    if (this.host.ui.selected !== null) this.host.panel.announce(`Let go of ${this.host.view.layout.holes[this.host.ui.selected].name}.`);
    this.host.ui.selected = null;
  }

  /** Lets go of the picked peg and closes the start picker; the message spoke of them. */
  letGo() {
    this.dropPick();
    Object.assign(this.host.ui, { continuing: false, picking: null });
    this.host.message = '';
    this.host.invalidate('game');
  }

  // Where the keyboard cursor appears first: on the picked peg, else on the start hole.
  homeHole() {
    return this.host.ui.selected ?? this.host.view.layout.holes.findIndex((h) => h.name === this.host.status.start);
  }

  // A click, tap, Enter or drop on `hole`: pick a peg, jump the picked peg, or pick a start.
  choose(hole, pointerType = 'mouse') {
    if (!this.host.playable) return;
    // A click on the board while a solution plays takes the game back, as Esc does: the click
    // meant to play, and the next jump would otherwise come from the solver, not from it.
    if (this.host.solver.playing) return this.host.solver.stop(true);
    if (pointerType !== 'touch') this.host.ui.hovered = hole;
    // The pointer is the cursor now: the keys go on from the hole it chose (after a jump by
    // mouse, from the peg's landing, not from the hole it left).
    if (pointerType !== 'keyboard') Object.assign(this.host.ui, { showCursor: false, cursor: hole });
    this.host.message = '';
    if (this.host.ui.picking) return this.host.startPicker.choose(hole);
    const pegs = this.host.pegs;
    const { selected } = this.host.ui;
    if (selected !== null && !pegs[hole] && this.landings(selected).includes(hole)) return void this.jump(selected, hole);
    if (pegs[hole]) {
      const stuck = this.landings(hole).length === 0;
      if (selected === hole) {
        // A second click on the picked peg lets go, unless it is in the middle of a move. A
        // press lets go only when released without a drag (`release`): a press on the picked
        // peg may start dragging it (it stayed where it was).
        if (pointerType === 'keyboard' && !this.host.ui.continuing) this.dropPick();
        else if (!this.host.ui.continuing) this.letGoOnRelease = hole;
      } else if (selected !== null && stuck) {
        // A click away from a picked peg onto one that cannot jump reads as letting go: picking
        // it would show no landing, and say nothing of why.
        this.dropPick();
      } else {
        // A peg that cannot jump is not picked (its ring would promise landings): the note
        // says why instead.
        this.host.ui.selected = stuck ? null : hole;
        // Its landings and their hints are said once drawn (a screen reader hears no marks).
        if (!stuck) this.host.renderer.pickToSay = { hole, before: '' };
        if (stuck && this.host.status.state === 'playing') this.host.message = `The peg on ${this.host.view.layout.holes[hole].name} has no jump now: pick a peg next to a peg with an empty hole behind it.`;
      }
    } else {
      this.dropPick(); // an empty hole that is no landing: let go
    }
    this.host.ui.continuing = false;
    this.host.invalidate('game');
  }

  async jump(from, to) {
    this.host.solver.stop();
    const client = this.host.client;
    await this.ask(() => client.jump(from, to), () => this.jumped(to));
  }

  /** The player's jump onto `to` is made: the peg may jump on; said, shown and told. */
  jumped(to) {
    const status = this.host.status;
    // The peg stays picked while it can jump on, so a multi-jump move goes on with one click.
    const onward = status.targets[to].length > 0;
    this.host.ui.selected = onward ? to : null;
    this.host.ui.continuing = onward;
    const name = this.host.view.layout.holes[to].name;
    // A lost game's status says what matters (and offers the undo): no invitation to go on.
    if (onward && status.state !== 'lost') this.host.message = `The peg on ${name} can jump on: choose a landing to go on with this move, or pick another peg.`;
    this.changed({ glide: [status.lastJump, false] });
    const said = `${this.jumpWords(status.lastJump)}. ${this.pegsWords()}`;
    // A peg that can jump on stays picked: its landings and their hints follow, once drawn.
    if (onward) this.host.renderer.pickToSay = { hole: to, before: said };
    else this.host.panel.announce(said);
    this.tellPage('player');
  }

  /**
   * Tells the host page of a jump just made (a `jump` event), and of the game's end when no jump
   * is left (`end`): for a site's own score, message or analytics. `by`: 'player' or 'solver'.
   */
  tellPage(by) {
    const s = this.host.status;
    const [from, , to] = s.lastJump.map((h) => this.host.view.layout.holes[h].name);
    const tell = (type, detail) => this.host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    // Both details are read before either is sent: a listener may change the game (a new board).
    const game = this.host.client.view.state;
    const end = !s.canJump && { won: s.state === 'won', pegs: s.pegs, moves: s.moves, lastPeg: s.lastPeg ?? null, solver: s.solverFrom !== null, game };
    tell('jump', { from, to, pegs: s.pegs, jumps: s.jumps, moves: s.moves, by, game });
    if (end) tell('end', end);
  }

  /**
   * Undo, redo, reset and the like: `fn` asks the engine for the change and resolves to whether
   * it made it; `direction` glides the jump undone or redone; `done` names the action for a
   * screen reader ("Undone").
   */
  async act(fn, direction = null, done = 'Back to the start') {
    // Not while a start is chosen (the buttons are greyed then; this stops the keys too).
    if (!this.host.playable || this.host.ui.picking) return;
    const stopped = this.host.solver.playing ? 'Solve stopped. ' : ''; // an undo mid-solution stops it
    this.host.solver.stop();
    const before = this.host.status.lastJump;
    const client = this.host.client;
    await this.ask(() => fn(client), (moved) => this.acted(moved, before, direction, done, stopped));
  }

  /** After `act`: the game changed (`moved`), or not. */
  acted(moved, before, direction, done, stopped) {
    Object.assign(this.host.ui, { selected: null, continuing: false, picking: null });
    this.host.message = '';
    this.changed({ glide: moved && direction === 'backward' ? [before, true] : null });
    if (moved && direction === 'forward') this.host.renderer.pendingGlide = [this.host.status.lastJump, false];
    const which = direction === 'backward' ? before : direction === 'forward' ? this.host.status.lastJump : null;
    if (moved) this.host.panel.announce(`${stopped}${done}${which ? `: ${this.jumpWords(which)}` : ''}. ${this.pegsWords()}`);
  }

  // The buttons' and the keys' actions (one definition for both).
  undo() {
    return this.act((client) => client.undo(), 'backward', 'Undone');
  }
  redo() {
    return this.act((client) => client.redo(), 'forward', 'Redone');
  }
  reset() {
    return this.act((client) => client.reset());
  }

  /** A jump ([from, over, to] holes) as a screen reader says it: "d2 to d4". */
  jumpWords([from, , to]) {
    const name = (hole) => this.host.view.layout.holes[hole].name;
    return `${name(from)} to ${name(to)}`;
  }

  pegsWords() {
    return `${pegCount(this.host.status.pegs)} left.`;
  }

  /** The game changed: read what the engine says of it now, redraw (and glide a jump) on the next frame. */
  changed({ glide = null } = {}) {
    this.host.renderer.newPosition(glide);
    this.host.$('.copied').textContent = ''; // "Copied." was about the game before
    // An open start picker follows the hints that came meanwhile (the data build, a hint file):
    // its colours were what the engine knew when it opened.
    if (this.host.ui.picking) {
      const client = this.host.client;
      client.startOptions(this.host.status.mode).then((options) => {
        if (client !== this.host.client || !this.host.ui.picking) return;
        this.host.ui.picking = options;
        this.host.invalidate('game');
      });
    }
    this.host.invalidate('game');
    this.host.search.start();
  }
}
