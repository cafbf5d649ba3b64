// @ts-check
// Solve from here: the engine plays a solution from the position, a jump per step, until it
// ends or the player stops it.
// Methods of the <peg-solitaire> element (embed.js), mixed into actionMethods (actions.js).

const STEP_MS = 450; // solve playback: one jump per step, visible with or without motion

export const solveMethods = {
  solve() {
    if (!this.playable) return;
    this.stopSolving();
    this.message = '';
    let steps;
    try {
      steps = this.game.solveFromHere();
    } catch (error) {
      // The position wins but no line was found in time (or the hints cannot tell): said, not
      // thrown from the click, and never "cannot be reached".
      this.message = `Solve from here: ${error.message ?? error}.`;
      return this.invalidate('game');
    }
    if (!steps) {
      this.message = 'From here the goal cannot be reached: undo first.';
      return this.invalidate('game');
    }
    this.ui.selected = null;
    if (!steps.length) return this.invalidate('game');
    // Said once: a sentence per jump would bury a screen reader, and the status says the win.
    this.panel.announce(`Solve from here plays ${steps.length === 1 ? '1 jump' : `${steps.length} jumps`}.`);
    const play = () => {
      const [from, to] = steps.shift();
      const at = this.status.jumps;
      this.ui.solverJumps = [...this.ui.solverJumps.filter((i) => i < at), at];
      this.game.jump(from, to);
      this.solving = steps.length ? setTimeout(play, STEP_MS) : null; // the last jump ends it
      this.changed({ glide: [this.game.status().lastJump, false] });
      this.tellPage('solver');
    };
    this.solving = setTimeout(play, 0);
    this.invalidate('game');
  },

  /** Stops a solution playing; `redraw`: the player stopped it (Esc, or Stop), so say so. */
  stopSolving(redraw = false) {
    if (this.solving === null) return;
    clearTimeout(this.solving);
    this.solving = null;
    if (!redraw) return;
    this.panel.announce(`Solve stopped. ${this.pegsWords()}`);
    this.invalidate('game');
  },
};
