// @ts-check
// Solve from here: the engine plays a solution from the position, a jump per step, until it
// ends or the player stops it. One Solver per element; it owns the playback's timer.

const STEP_MS = 450; // solve playback: one jump per step, visible with or without motion

export class Solver {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.timer = null; // the next step's timer while a solution plays
  }

  /** Whether a solution is playing. */
  get playing() {
    return this.timer !== null;
  }

  async solve() {
    const host = this.host;
    if (!host.playable) return;
    this.stop();
    host.message = '';
    const client = host.client;
    try {
      // The solution starts playing as soon as it comes (no click may change the game between).
      await host.actions.ask(
        () => client.solveFromHere(),
        (steps) => this.play(client, steps),
      );
    } catch (error) {
      if (client !== host.client) return;
      // The position wins but no line was found in time (or the hints cannot tell): said, not
      // thrown from the click, and never "cannot be reached".
      host.message = `Solve from here: ${error.message ?? error}.`;
      host.invalidate('game');
    }
  }

  /** Plays `steps` ([[from, to], ...], or null when the goal is out of reach), a jump per step. */
  play(client, steps) {
    const host = this.host;
    if (!steps) {
      host.message = 'From here the goal cannot be reached: undo first.';
      return host.invalidate('game');
    }
    host.ui.selected = null;
    if (!steps.length) return host.invalidate('game');
    // Said once: a sentence per jump would bury a screen reader, and the status says the win.
    host.panel.announce(`Solve from here plays ${steps.length === 1 ? '1 jump' : `${steps.length} jumps`}.`);
    const step = async () => {
      const [from, to] = steps.shift();
      this.timer = steps.length ? setTimeout(step, STEP_MS) : null; // the last jump ends it
      await host.actions.ask(
        () => client.solverJump(from, to),
        () => {
          host.changed({ glide: [host.status.lastJump, false] });
          host.actions.tellPage('solver');
        },
      );
    };
    this.timer = setTimeout(step, 0);
    host.invalidate('game');
  }

  /** Stops a solution playing; `redraw`: the player stopped it (Esc, or Stop), so say so. */
  stop(redraw = false) {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    if (!redraw) return;
    this.host.panel.announce(`Solve stopped. ${this.host.actions.pegsWords()}`);
    this.host.invalidate('game');
  }
}
