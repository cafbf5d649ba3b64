// @ts-check
// Hints following the game: moving it onto its board's engine build with data when that
// arrives, and waiting for its hint file. Methods of the <peg-solitaire> element (embed.js),
// mixed into gameMethods (games.js).
import { loadData, dataBuildFor, loaded } from './engine.js';
import { downloadHintFile, leaveHintFile, onHintFileArrived } from './hint-files.js';

export const hintMethods = {
  /** This element's game no longer waits for the hint file it asked for (see leaveHintFile). */
  leaveHintDownload() {
    if (this.hintDownload) leaveHintFile(this.hintDownload.file, this.hintDownload.progress);
    this.hintDownload = null;
    this.hintArrival?.(); // nor for another game's Retry of the one that failed
    this.hintArrival = null;
  },

  /** The Hints box was ticked or unticked: hints wanted now start downloading what they need. */
  hintsSwitched() {
    if (!this.client) return;
    if (this.$('.hints-box').checked) {
      if (!this.panel.arriving) this.followHints();
      return;
    }
    // Hints off: their file on its way is no longer wanted (up to 11 MB, on a phone's link
    // too). It is stopped unless the box is ticked again within the grace (leaveHintFile), and
    // its line goes. (A board's data build, under 1 MB, comes on.)
    if (this.hintDownload) {
      this.leaveHintDownload();
      this.panel.download('none');
      this.invalidate('game');
    }
  },

  /**
   * Hints follow the game: the board's data build first (the game then moves onto it), then a
   * hint file when the start needs one. Progress shows meanwhile; the game stays playable.
   */
  async followHints(retry = false) {
    const generation = this.generation;
    const build = dataBuildFor(this.view.layout.id);
    const current = () => generation === this.generation;
    // With Hints off nothing is downloaded for them (a hint file is up to 11 MB, on a phone's
    // link too): ticking the box starts what the game needs.
    const waitForBox = () => {
      this.panel.download('none');
      this.invalidate('game');
    };
    const wanted = this.$('.hints-box').checked;
    let file = null; // the hint file this game waits for, if any
    let mine = null; // this run's wait for it (this.hintDownload while it is the one waiting)
    try {
      // The game runs on the core build meanwhile (or after a link to a board that is not
      // here put it there): the same game, position and picked peg, on the build with data.
      if (build && this.client.engine !== loaded(build)) {
        let module = loaded(build);
        if (!module && !wanted) return waitForBox();
        if (!module) {
          // A small board's hints are computed by the core at once: then the data only adds
          // speed and the start picker's colours, and the line must not say the hints are
          // still to come.
          const working = this.status.hints && !this.status.hintsLive;
          const words = (f) => (working ? `Hints are on. Loading the stored data that speeds them up (${Math.round(f * 100)}%).` : `Loading the hints (${Math.round(f * 100)}%). You can play meanwhile.`);
          this.panel.download('loading', words(0), 0);
          this.hintsAwaited = generation;
          this.dataBuildShown = generation; // its bar went to 100% for this game
          module = await loadData(build, (f) => current() && this.panel.download('loading', words(f), f));
        }
        if (!current()) return;
        await this.client.moveTo(module);
        if (current()) this.install(this.client, '', true);
        return;
      }
      const info = this.client.view.hintFile;
      if (info && !info.loaded && !wanted) return waitForBox();
      if (info && !info.loaded) {
        file = info.file;
        const mb = (info.bytes / 1e6).toFixed(1);
        // After the board's data build, for this same game, the bar starts again at 0%: the
        // line says it is a second part, not the first one starting over (play-test 27).
        const part = this.dataBuildShown === generation ? ', second part' : '';
        const progress = (f) => current() && this.panel.download('loading', `Loading the hints for this game${part} (${mb} MB, ${Math.round(f * 100)}%). You can play meanwhile.`, f);
        this.leaveHintDownload();
        const entry = downloadHintFile(this.client, info, progress, retry);
        this.hintDownload = mine = { file: info.file, progress };
        this.hintsAwaited = generation;
        await entry.promise;
        this.hintTiming = entry.timing;
        // Left meanwhile (Hints unticked), and maybe joined again by a newer run (ticked within
        // the grace): that one, if any, takes the file in; two would each say it came, and the
        // second "ready" would take the first one's line away.
        if (!current() || this.hintDownload !== mine) return;
        this.hintDownload = null; // it came: nothing to leave
      }
      // The file's hints take over from none, or from the live search used meanwhile.
      const client = this.client;
      const on = await client.reloadHints();
      if (!current()) return;
      if (on) this.changed();
      // "The hints are ready" only where this game waited for them: a line left loading by the
      // game before (another board chosen mid-download) would otherwise say it for this one.
      this.panel.download(this.hintsAwaited === generation ? 'ready' : 'none');
    } catch (error) {
      // Stopped because the player turned the hints off (hintsSwitched left it), or a newer
      // run waits for it now: this one has nothing to say. Ticking the box fetches it again.
      if (mine && this.hintDownload !== mine) return;
      if (current()) {
        // A board this big searches live instead (`hintsLive`): for as long as the file is
        // missing, or until a Retry brings it.
        const missing = error.status === 404;
        const live = missing ? 'Hints are worked out as you play instead' : 'Until they come, hints are worked out as you play';
        const from = this.status.hintsFrom === null ? '' : `, once ${this.status.hintsFrom} or fewer pegs are left`;
        const without = this.status.hintsLive ? ` ${live}${from}.` : ' You can play without them.';
        // Not there at all: the website left this game's hint file out (the README allows
        // it), which no Retry mends. Said plainly, not as an error.
        if (missing) this.panel.download('missing', `This site does not offer the hints for this game.${without}`);
        else this.panel.download('failed', `The hints could not be loaded (${error.message ?? error}).${without}`);
        // Another game on the page may bring the file (its Retry): this one takes it then.
        if (file) {
          this.hintArrival?.();
          this.hintArrival = onHintFileArrived(file, () => {
            this.hintArrival = null;
            if (current()) this.followHints();
          });
        }
      }
    }
    this.invalidate('game');
  },
};
