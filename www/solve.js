// @ts-check
// Solve from here: the engine plays a solution from the position, a jump per step, until it
// ends or the player stops it.
// Methods of the <peg-solitaire> element (embed.js), mixed into actionMethods (actions.js).

const STEP_MS = 450; // solve playback: one jump per step, visible with or without motion

export const solveMethods = {
  async solve() {
    if (!this.playable) return;
    this.stopSolving();
    this.message = '';
    const client = this.client;
    try {
      // The solution starts playing as soon as it comes (no click may change the game between).
      await this.ask(
        () => client.solveFromHere(),
        (steps) => this.playSolution(client, steps),
      );
    } catch (error) {
      if (client !== this.client) return;
      // The position wins but no line was found in time (or the hints cannot tell): said, not
      // thrown from the click, and never "cannot be reached".
      this.message = `Solve from here: ${error.message ?? error}.`;
      this.invalidate('game');
    }
  },

  /** Plays `steps` ([[from, to], ...], or null when the goal is out of reach), a jump per step. */
  playSolution(client, steps) {
    if (!steps) {
      this.message = 'From here the goal cannot be reached: undo first.';
      return this.invalidate('game');
    }
    this.ui.selected = null;
    if (!steps.length) return this.invalidate('game');
    // Said once: a sentence per jump would bury a screen reader, and the status says the win.
    this.panel.announce(`Solve from here plays ${steps.length === 1 ? '1 jump' : `${steps.length} jumps`}.`);
    const play = async () => {
      const [from, to] = steps.shift();
      this.solving = steps.length ? setTimeout(play, STEP_MS) : null; // the last jump ends it
      await this.ask(
        () => client.solverJump(from, to),
        () => {
          this.changed({ glide: [this.status.lastJump, false] });
          this.tellPage('solver');
        },
      );
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
