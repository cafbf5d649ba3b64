// @ts-check
// Hints following the game: moving it onto its board's engine build with data when that
// arrives, and waiting for its hint file. One HintFollower per element; it owns the download
// its game waits for.
import { loadData, dataBuildFor, loaded } from './engine.js';
import { BUILD_BYTES } from './engine-builds.js';
import { downloadHintFile, leaveHintFile, onHintFileArrived } from './hint-files.js';
import { nextTask } from './next-task.js';

export class HintFollower {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.download = null; // {file, progress}: the hint file download this game waits for
    this.awaited = -1; // the game (generation) that last waited for its hints to download
    // The game (generation) whose line counted its board's data build and then its hint file
    // as one download, and the bytes of each: {generation, before, total}.
    this.combined = null;
    this.arrival = null; // cancels this game's wait for another game to bring its failed file
    this.timing = null; // how long the last hint file took to arrive and be checked (for the benchmark)
    this.takingLevels = false; // a hint file's newly checked levels are being taken in
    this.levelsDue = false; // and more came meanwhile
    this.levelsFor = () => false; // whether the game that asked for them is still the one shown
  }

  /** This element's game no longer waits for the hint file it asked for (see leaveHintFile). */
  leave() {
    if (this.download) leaveHintFile(this.download.file, this.download.progress);
    this.download = null;
    this.arrival?.(); // nor for another game's Retry of the one that failed
    this.arrival = null;
  }

  /** The Hints box was ticked or unticked: hints wanted now start downloading what they need. */
  switched() {
    if (!this.host.client) return;
    if (this.host.$('.hints-box').checked) {
      if (!this.host.panel.arriving) this.follow();
      return;
    }
    // Hints off: their file on its way is no longer wanted (up to 11 MB, on a phone's link
    // too). It is stopped unless the box is ticked again within the grace (leaveHintFile), and
    // its line goes. (A board's data build, under 1 MB, comes on.)
    if (this.download) {
      this.leave();
      this.host.panel.download('none');
      this.host.invalidate('game');
    }
  }

  /**
   * More levels of the game's hint file have been checked: its hints use them (the marks and
   * the panel are asked anew), in a task after the one that checked them; levels that come
   * meanwhile are taken in after.
   */
  async takeLevels(current) {
    // The newest game's test: a game opened meanwhile takes the levels in, not the one before.
    this.levelsFor = current;
    this.levelsDue = true;
    if (this.takingLevels) return;
    this.takingLevels = true;
    try {
      while (this.levelsDue) {
        this.levelsDue = false;
        await nextTask();
        const now = this.levelsFor;
        if (now() && (await this.host.client.reloadHints()) && now()) this.host.renderer.thoughtsArrived();
      }
    } finally {
      this.takingLevels = false;
    }
  }

  /**
   * Hints follow the game: the board's data build first (the game then moves onto it), then a
   * hint file when the start needs one. Progress shows meanwhile; the game stays playable.
   */
  async follow(retry = false) {
    const generation = this.host.games.generation;
    const build = dataBuildFor(this.host.view.layout.id);
    const current = () => generation === this.host.games.generation;
    // With Hints off nothing is downloaded for them (a hint file is up to 11 MB, on a phone's
    // link too): ticking the box starts what the game needs.
    const waitForBox = () => {
      this.host.panel.download('none');
      this.host.invalidate('game');
    };
    const wanted = this.host.$('.hints-box').checked;
    let file = null; // the hint file this game waits for, if any
    let mine = null; // this run's wait for it (this.download while it is the one waiting)
    try {
      // The game runs on the core build meanwhile (or after a link to a board that is not
      // here put it there): the same game, position and picked peg, on the build with data.
      if (build && this.host.client.engine !== loaded(build)) {
        let module = loaded(build);
        if (!module && !wanted) return waitForBox();
        if (!module) {
          // A small board's hints are computed by the core at once: then the data only adds
          // speed and the start picker's colours, and the line must not say the hints are
          // still to come.
          const working = this.host.status.hints && !this.host.status.hintsLive;
          // A hint file to follow (an English game outside the central type) shares the line:
          // one bar over both downloads, which never goes back to 0%.
          const later = this.host.client.view.hintFileLater;
          const before = BUILD_BYTES[build] ?? 0;
          const total = before + (later?.bytes ?? 0);
          const combined = later && before ? { generation, before, total } : null;
          this.combined = combined;
          const share = (f) => (combined ? (f * before) / total : f);
          const size = (f) => `${later ? `${(total / 1e6).toFixed(1)} MB, ` : ''}${Math.round(share(f) * 100)}%`;
          const words = (f) =>
            working ? `Hints are on. Loading the stored data that speeds them up (${size(f)}).` : `Loading the hints${later ? ' for this game' : ''} (${size(f)}). You can play meanwhile.`;
          this.host.panel.download('loading', words(0), 0);
          this.awaited = generation;
          module = await loadData(build, (f) => current() && this.host.panel.download('loading', words(f), share(f)));
        }
        if (!current()) return;
        await this.host.client.moveTo(module);
        if (current()) this.host.games.install(this.host.client, '', true);
        return;
      }
      const info = this.host.client.view.hintFile;
      if (info && !info.loaded && !wanted) return waitForBox();
      if (info && !info.loaded) {
        file = info.file;
        // After the board's data build, for this same game, the bar goes on from where that
        // download left it, over the bytes of both.
        const { before, total } = this.combined?.generation === generation ? this.combined : { before: 0, total: info.bytes };
        const mb = (total / 1e6).toFixed(1);
        const share = (f) => (before + f * info.bytes) / total;
        let levels = 0; // the file's levels this game's hints use so far
        const progress = (f, checked) => {
          if (!current()) return;
          this.host.panel.download('loading', `Loading the hints for this game (${mb} MB, ${Math.round(share(f) * 100)}%). You can play meanwhile.`, share(f));
          if (checked > levels) {
            levels = checked;
            this.takeLevels(current);
          }
        };
        this.leave();
        const entry = downloadHintFile(this.host.client, info, progress, retry);
        this.download = mine = { file: info.file, progress };
        this.awaited = generation;
        await entry.promise;
        this.timing = entry.timing;
        // Left meanwhile (Hints unticked), and maybe joined again by a newer run (ticked within
        // the grace): that one, if any, takes the file in; two would each say it came, and the
        // second "ready" would take the first one's line away.
        if (!current() || this.download !== mine) return;
        this.download = null; // it came: nothing to leave
      }
      // The file's hints take over from none, or from the live search used meanwhile: in a
      // task of their own, after the one that checked the file.
      await nextTask();
      if (!current()) return;
      const client = this.host.client;
      const on = await client.reloadHints();
      if (!current()) return;
      if (on) this.host.changed();
      // "The hints are ready" only where this game waited for them: a line left loading by the
      // game before (another board chosen mid-download) would otherwise say it for this one.
      this.host.panel.download(this.awaited === generation ? 'ready' : 'none');
    } catch (error) {
      // Stopped because the player turned the hints off (hintsSwitched left it), or a newer
      // run waits for it now: this one has nothing to say. Ticking the box fetches it again.
      if (mine && this.download !== mine) return;
      if (current()) {
        // A board this big searches live instead (`hintsLive`): for as long as the file is
        // missing, or until a Retry brings it.
        const missing = error.status === 404;
        const offline = navigator.onLine === false;
        const live = missing ? 'Hints are worked out as you play instead' : 'Until they come, hints are worked out as you play';
        const from = this.host.status.hintsFrom === null ? '' : `, once ${this.host.status.hintsFrom} or fewer pegs are left`;
        const without = this.host.status.hintsLive ? ` ${live}${from}.` : ' You can play without them.';
        // A small board's hints are computed here (the data would only add speed and the
        // start picker's colours): nothing is missing for the player, whatever kept the data
        // away (no network, a site without it).
        const working = this.host.status.hints && !this.host.status.hintsLive;
        // Nor where the site has no data build at all (the light package): that is the site's
        // choice, the status already says hints are worked out as you play, and no line is due.
        if (working || (missing && !file)) this.host.panel.download('none');
        // Not there at all: the website left this game's hint file out (the README allows
        // it), which no Retry mends. Said plainly, not as an error.
        else if (missing) this.host.panel.download('missing', `This site does not offer the hints for this game.${without}`);
        // No network: said so (a reconnection brings them by itself, see element-events.js).
        else if (offline) this.host.panel.download('failed', `You are offline: the hints for this board need a download.${without}`);
        else this.host.panel.download('failed', `The hints could not be loaded (${error.message ?? error}).${without}`);
        // The levels checked before the failure are used meanwhile (the last ones may have
        // come in the chunk that failed, which told no one).
        if (file) this.takeLevels(current);
        // Another game on the page may bring the file (its Retry): this one takes it then.
        if (file) {
          this.arrival?.();
          this.arrival = onHintFileArrived(file, () => {
            this.arrival = null;
            if (current()) this.follow();
          });
        }
      }
    }
    this.host.invalidate('game');
  }
}
