// @ts-check
// The element's side of the search worker (search-worker.js). On a board whose hints are a
// live search, the game hands its searching to the worker (thinkElsewhere): it tells the
// worker the position and the peg looked at, and takes in what the worker proves. A landing
// the worker is still on shows as being worked out, never as a mark. Where a worker cannot be
// started (an old browser, a page whose policy forbids it), the live search stays on the main
// thread, in slices between frames (live-search.js), as before.
export class Thinking {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    /** @type {Worker | null} */
    this.worker = null;
    this.failed = false;
    this.client = null; // the game whose searching the worker does
    this.sent = ''; // the last focus sent, as state and peg
  }

  /** Whether the worker does the current game's searching. */
  get on() {
    return this.client !== null && this.client === this.host.client && this.host.status.hintsLive;
  }

  /** A game was installed: its searching goes to the worker when its hints are live. */
  async attach(client) {
    this.client = null;
    this.sent = '';
    // A game on the core build while its board's data build loads searches in the worker
    // meanwhile too: on a slow link the data build takes seconds, and the worker's engine is
    // the core build the page already has (from the HTTP cache).
    if (!client.view.status.hintsLive || !this.start()) return;
    // Another game installed meanwhile keeps its own attach.
    if ((await client.thinkElsewhere()) && client === this.host.client) this.client = client;
  }

  start() {
    if (this.worker) return true;
    if (this.failed || typeof Worker !== 'function') return false;
    try {
      this.worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
    } catch (error) {
      this.failed = true;
      console.warn('<peg-solitaire>: no search worker, the hints search on the page itself:', error);
      return false;
    }
    this.worker.onmessage = ({ data }) => {
      if (data.error) this.broke(data.error);
      // Without its opening book the worker still answers, only later in the early game.
      else if (data.bookError) console.warn('<peg-solitaire>: no opening book, the early game is searched:', data.bookError);
      else this.learn(data.thoughts);
    };
    this.worker.onerror = (event) => this.broke(event.message || 'the search worker failed');
    return true;
  }

  /** The position and the peg the player looks at (null: none); sent when they change. */
  focus(peg) {
    if (!this.on || !this.worker) return;
    const state = this.client.view.state;
    const key = `${state}|${peg}`;
    if (key === this.sent) return;
    this.sent = key;
    this.worker.postMessage({ state, peg });
  }

  async learn(thoughts) {
    const host = this.host;
    const client = this.client;
    if (!client || client !== host.client) return;
    if (!(await client.learnThoughts(thoughts)) || client !== host.client) return;
    host.renderer.thoughtsArrived();
  }

  // The worker failed: the game is opened again on its build, and searches on the page.
  broke(reason) {
    console.error('<peg-solitaire>: the search worker stopped:', reason);
    const client = this.client;
    this.stop();
    this.failed = true;
    if (client && client === this.host.client) client.moveTo(client.engine).then(() => this.host.changed());
  }

  stop() {
    this.worker?.terminate();
    this.worker = null;
    this.client = null;
    this.sent = '';
  }
}
