// @ts-check
// The live search between frames: what a hover's search could not tell, searched on in slices
// on boards whose hints are worked out as you play. One LiveSearch per element; it owns the
// current run (a newer change of the game ends it).

export class LiveSearch {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.run = null; // the current run, or null
  }

  /**
   * Whether `hint` shows a landing the live search could not decide in its budget (not one
   * above the peg count the hints start from, which no search is asked about).
   */
  leftUnmarked(hint) {
    const status = this.host.status;
    return status.hintsLive && status.hintsFrom === null && (hint?.landings.some((l) => l.good !== true && l.good !== false && !l.thinking) ?? false);
  }

  /**
   * What a hover's live search could not tell (whether this position still wins, a peg above
   * the hints' start; for a game found lost late, the jump that lost it): the engine searches
   * on in slices of some tens of ms between frames, so no click waits for it, and the status
   * says what it finds. Stored or computed hints answer every position: nothing to run.
   */
  start() {
    const host = this.host;
    const client = host.client;
    // The search worker does this game's searching, when there is one (thinking.js).
    const run = (this.run = host.status.hintsLive && !host.thinking.on ? {} : null); // a newer change ends this run
    if (!run) return;
    // Played on, undone, or replaced (and freed): not this run's game any more.
    const stale = () => this.run !== run || host.client !== client;
    const slice = async () => {
      if (stale()) return;
      const before = client.view.status;
      const more = await client.searchFurther();
      if (stale()) return;
      const status = client.view.status;
      if (['state', 'lostAfter', 'undecided'].some((k) => status[k] !== before[k])) host.invalidate('game');
      if (more) return void setTimeout(slice, 0);
      // The search is over: a landing it left unmarked on screen may be decided now. Asked
      // again once (not per frame: a hover's search has a budget of its own).
      host.renderer.searchEnded();
      if (status.state === 'lost' && status.lostAfter === null && host.$('.hints-box').checked) {
        // The search is over and found no jump to blame: say why there is no undo to it.
        host.message = 'Which jump lost the game is too far back for the hints to tell: Undo goes back one jump at a time.';
        host.invalidate('game');
      }
    };
    setTimeout(slice, 0);
  }
}
