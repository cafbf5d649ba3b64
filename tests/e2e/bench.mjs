// Browser benchmark (prints figures, asserts nothing), after `bash scripts/build-web.sh`:
// - time to the first hole and to hints on a throttled link (CDP: 1.6 Mbit/s, 150 ms latency),
//   served by the README's server (scripts/serve.py), cold cache;
// - hover to marks on the English board over the positions of random games: the element's draw
//   work per hover (median, max) and engine calls per hover;
// - bytes the page transfers;
// - pegHint in the engine over every peg of every position of 1,000 random English games
//   (winning and losing), for problems answered by the module and by each hint file;
// - live hints (boards without stored winning sets): pegHint per peg count;
// - the page's longest tasks (Long Tasks API) while random French, Wiegleb, square6 and
//   triangle8 games are played by mouse, hovering three pegs after each jump: what a hover may
//   wait behind.
// - the live search's positions a second in Chromium, over the hovers `cargo run --release
//   --example live_rate target/live-rate.txt` timed natively and wrote there (the same hovers).
// - marks within 1 s of the hover (the search worker): a game each on French (d3 anywhere),
//   square6, triangle8 and Wiegleb that mostly follows good marks, every peg that can jump
//   hovered for 1 s at each position; the landings marked, per band of peg counts.
// - marks on the slow link (1.6 Mbit/s, 150 ms) from its opening: English c1 and c2 and
//   triangle7, the first mark, then one game hovering every peg for 1 s while the hint file
//   streams in (slowmarks).
// - a repeat visit with offline play on (the service worker's cache) on the slow link.
// `node bench.mjs [load] [warm] [hover] [peghint] [live] [tasks] [rate] [marks] [slowmarks]` runs only the
// sections named.
import { readFileSync, writeFileSync } from 'node:fs';
import { serve, browser, ready, hintsReady } from './harness.mjs';

const server = await serve();
const sections = process.argv.slice(2);
const want = (section) => sections.length === 0 || sections.includes(section);

/** Collects the page's long tasks (over 50 ms) into window.longTasks from now on. */
async function observeLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    window.longTaskStarts = []; // when each began (ms since the page's start), to tell what it was
    new PerformanceObserver((list) => {
      window.longTasks.push(...list.getEntries().map((e) => e.duration));
      window.longTaskStarts.push(...list.getEntries().map((e) => e.startTime));
    }).observe({ type: 'longtask' });
  });
}

/**
 * Counts the page's frames while it plays (window.frameGaps: their number, how many came over
 * 25 ms after the one before, i.e. a 60 Hz frame skipped, and the longest gap).
 */
async function observeFrames(page) {
  await page.evaluate(() => {
    const frames = (window.frameGaps = { frames: 0, skipped: 0, longest: 0 });
    let last = performance.now();
    const tick = (now) => {
      const gap = now - last;
      last = now;
      frames.frames++;
      if (gap > 25) frames.skipped++;
      frames.longest = Math.max(frames.longest, gap);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Times the first hole in the page (window.firstHoleAt), at the frame it is first drawn, from
 * the navigation's start: a locator's polling would add up to half a second.
 */
async function watchFirstHole(page) {
  await page.addInitScript(() => {
    const look = () => {
      const root = document.querySelector('peg-solitaire')?.shadowRoot;
      const hole = root?.querySelector('.hole');
      if (hole && !root.querySelector('.game').hidden && hole.getBoundingClientRect().width > 0) window.firstHoleAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** A browser and page on the slow link (1.6 Mbit/s, 150 ms), cold cache: {b, page, cdp}. */
async function slowPage() {
  const b = await browser();
  const page = await b.page();
  const cdp = await page.context().newCDPSession(page);
  // The throttling needs the Network domain on, and with it DevTools keeps a copy of every
  // response body, made on the page's main thread: for the 11 MB hint file that copy was a
  // task of 50 ms a player never has. Keeping no bodies leaves the tasks that are the page's.
  await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 });
  return { b, page, cdp };
}

async function throttledLoad(hash) {
  const { b, page, cdp } = await slowPage();
  await watchFirstHole(page);
  let bytes = 0;
  const finished = [];
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    finished.push({ at: Date.now(), bytes: e.encodedDataLength });
  });
  const t0 = Date.now();
  await page.goto(`${server.url}/index.html${hash}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.firstHoleAt !== undefined, null, { timeout: 60000 });
  const firstHole = Math.round(await page.evaluate(() => window.firstHoleAt));
  // What had arrived by then: the requests finished and their bytes (compressed, as sent).
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const before = finished.filter((f) => f.at <= navigationStart + firstHole);
  await ready(page);
  const playable = Date.now() - t0;
  await hintsReady(page, 'peg-solitaire', 180_000);
  const hints = Date.now() - t0;
  await b.close();
  return { firstHole, playable, hints, bytes, requestsBefore: before.length, bytesBefore: before.reduce((a, f) => a + f.bytes, 0) };
}

if (want('load')) {
// A c2 start's hints come from the biggest hint file (11 MB), a triangle7 game's from its 5 MB
// one: one run each, about a minute and half a minute.
for (const [label, hash] of [['english c2', '#game=english:c2:complement:'], ['triangle7 b4', '#game=triangle7:b4:anywhere:']].filter(([label]) => !process.env.SLOW_GAMES || process.env.SLOW_GAMES.split(',').some((g) => label.includes(g)))) {
  const run = await throttledLoad(hash);
  console.log(`${label} at 1.6 Mbit/s, 150 ms: first hole ${run.firstHole} ms, playable ${run.playable} ms, hints ${run.hints} ms; ${(run.bytes / 1024).toFixed(0)} KB on the wire`);
}

// The page as a first visit opens it (no link: its usual game is drawn before the engine
// arrives), and two links (a game the engine must read first).
for (const [label, hash] of [['index.html (english d4, no link)', ''], ['english d4 link', '#game=english:d4:complement:'], ['triangle5 a1 link', '#game=triangle5:a1:complement:']]) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await throttledLoad(hash));
  const median = (key) => runs.map((r) => r[key]).sort((a, c) => a - c)[1];
  console.log(`${label} at 1.6 Mbit/s, 150 ms: first hole ${median('firstHole')} ms, playable ${median('playable')} ms, ` +
    `hints ${median('hints')} ms (median of 3; first holes ${runs.map((r) => r.firstHole).join(', ')} ms); ${(median('bytes') / 1024).toFixed(0)} KB on the wire; ` +
    `before the first hole ${median('requestsBefore')} requests, ${(median('bytesBefore') / 1024).toFixed(1)} KB`);
}

}
if (want('warm')) {
// A repeat visit with offline play on: one visit at full speed lets the service worker keep
// the release, then three more on the slow link (the HTTP cache as the browser keeps it).
const b = await browser({ serviceWorkers: 'allow' });
const page = await b.page();
await page.goto(`${server.url}/index.html`);
await page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.querySelector('peg-solitaire').status?.hints, null, { timeout: 60_000 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 });
await page.addInitScript(() => localStorage.clear()); // a first game each time: the usual one, drawn before the engine
await watchFirstHole(page);
for (let run = 1; run <= 3; run++) {
  await page.goto('about:blank');
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => window.firstHoleAt !== undefined && document.querySelector('peg-solitaire').game && !document.querySelector('peg-solitaire').busy, null, { timeout: 60_000 });
  const playable = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status?.hints, null, { timeout: 60_000 });
  const [hole, hints] = await page.evaluate(() => [window.firstHoleAt, performance.now()]);
  console.log(`repeat visit ${run} with offline play on, 1.6 Mbit/s, 150 ms: first hole ${hole.toFixed(0)} ms, playable ${playable.toFixed(0)} ms, hints ${hints.toFixed(0)} ms`);
}
await b.close();
}
if (want('hover')) {
// Hover to marks: every peg of every position of 200 random English games (mostly good jumps).
{
  const b = await browser();
  const page = await b.page();
  await page.goto(`${server.url}/index.html#game=english:d4:complement:`);
  await hintsReady(page);
  const figures = await page.evaluate(async () => {
    const el = document.querySelector('peg-solitaire');
    const root = el.shadowRoot;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const draws = [];
    const draw = el.draw.bind(el);
    el.draw = () => {
      const t0 = performance.now();
      draw();
      draws.push(performance.now() - t0);
    };
    let hovers = 0;
    const calls0 = el.hintCalls;
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let g = 0; g < 200; g++) {
      el.game.reset();
      el.changed();
      for (;;) {
        const verdicts = el.game.verdicts();
        if (!verdicts.length) break;
        await frame();
        draws.length = 0;
        for (const h of [...new Set(verdicts.map((v) => v.from))]) {
          root.querySelector(`.hole[data-hole="${h}"]`).dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));
          await frame();
          hovers++;
        }
        window.__draws = (window.__draws ?? []).concat(draws);
        const good = verdicts.filter((v) => v.good);
        const pick = good.length && random() < 0.9 ? good[Math.floor(random() * good.length)] : verdicts[Math.floor(random() * verdicts.length)];
        el.game.jump(pick.from, pick.to);
        el.changed();
      }
      if (hovers > 3000) break;
    }
    const all = window.__draws.sort((a, c) => a - c);
    return { hovers, median: all[Math.floor(all.length / 2)], p99: all[Math.floor(all.length * 0.99)], max: all[all.length - 1], callsPerHover: (el.hintCalls - calls0) / hovers };
  });
  console.log(`english hover to marks: ${figures.hovers} hovers, the frame's draw work median ${figures.median.toFixed(2)} ms, ` +
    `p99 ${figures.p99.toFixed(2)} ms, max ${figures.max.toFixed(2)} ms; ${figures.callsPerHover.toFixed(2)} engine pegHint calls per hover`);
  await b.close();
}
}
if (want('peghint')) {
// pegHint over all positions of 1,000 random games: half the jumps good when one is, so the
// games hold winning and losing positions. Each call is timed 10 times over (the engine keeps no
// cache between calls) so the per-call figure is finer than the browser's timer (100 µs
// without cross-origin isolation: 10 µs steps here).
for (const [label, start, mode] of [
  ['d4 complement (module)', 'd4', 'complement'],
  ['d4 finish d1 (type-d4 file)', 'd4', 'finish-d1'],
  ['c1 complement (type-c1 file)', 'c1', 'complement'],
  ['d2 finish a5 (type-c1 file)', 'd2', 'finish-a5'],
  ['c2 complement (type-c2 file)', 'c2', 'complement'],
]) {
  const b = await browser();
  const page = await b.page();
  await page.goto(`${server.url}/index.html#game=english:${start}:${mode}:`);
  await hintsReady(page);
  const figures = await page.evaluate(({ start, mode }) => {
    const Game = document.querySelector('peg-solitaire').game.constructor;
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const times = [];
    let positions = 0;
    let winning = 0;
    const REPEAT = 10;
    for (let g = 0; g < 1000; g++) {
      const game = new Game('english', start, mode);
      for (;;) {
        const verdicts = game.verdicts();
        if (!verdicts.length) break;
        positions++;
        winning += verdicts.some((v) => v.good) ? 1 : 0;
        for (const h of new Set(verdicts.map((v) => v.from))) {
          const t0 = performance.now();
          for (let r = 0; r < REPEAT; r++) game.pegHint(h);
          times.push((performance.now() - t0) / REPEAT);
        }
        const good = verdicts.filter((v) => v.good);
        const pick = good.length && random() < 0.5 ? good[Math.floor(random() * good.length)] : verdicts[Math.floor(random() * verdicts.length)];
        game.jump(pick.from, pick.to);
      }
      game.free();
    }
    times.sort((a, c) => a - c);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
    const mean = times.reduce((a, c) => a + c, 0) / times.length;
    return { positions, winning, calls: times.length, mean, median: at(0.5), p99: at(0.99), max: times[times.length - 1] };
  }, { start, mode });
  console.log(`pegHint, english ${label}: ${figures.calls} calls over ${figures.positions} positions of 1,000 random games ` +
    `(${figures.winning} with a winning jump): mean ${(figures.mean * 1000).toFixed(1)} µs, median ${(figures.median * 1000).toFixed(0)} µs, p99 ${(figures.p99 * 1000).toFixed(0)} µs, max ${figures.max.toFixed(2)} ms`);
  await b.close();
}
}
if (want('live')) {
// Live hints (boards without stored winning sets): pegHint on every movable peg of every
// position with at most 20 pegs of 200 random games per board, each hover timed once (the
// engine remembers what it found, as it does for a player). Per peg count: hovers, p99, slowest,
// and hovers left without an answer (the budget ran out: no mark).
for (const board of ['french', 'wiegleb', 'square6', 'triangle7', 'triangle8']) {
  const b = await browser();
  const page = await b.page();
  await page.goto(`${server.url}/index.html#game=triangle5:a1:complement:`);
  await ready(page);
  const rows = await page.evaluate((board) => {
    const Game = document.querySelector('peg-solitaire').game.constructor;
    let seed = 5;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const byPegs = new Map();
    for (let g = 0; g < 200; g++) {
      const game = Game.open(board, null, 'complement');
      const holes = game.layout().holes.length;
      for (;;) {
        const moves = [];
        for (let h = 0; h < holes; h++) for (const to of game.legalTargets(h)) moves.push([h, to]);
        if (!moves.length) break;
        const pegs = game.status().pegs;
        if (pegs <= 20) {
          for (const h of new Set(moves.map((m) => m[0]))) {
            const t0 = performance.now();
            const hint = game.pegHint(h);
            const ms = performance.now() - t0;
            const row = byPegs.get(pegs) ?? [];
            row.push([ms, hint.landings.every((l) => l.good !== null)]);
            byPegs.set(pegs, row);
          }
        }
        const [from, to] = moves[Math.floor(random() * moves.length)];
        game.jump(from, to);
      }
      game.free();
    }
    return [...byPegs.entries()].sort((x, y) => x[0] - y[0]).map(([pegs, row]) => {
      const times = row.map((r) => r[0]).sort((x, y) => x - y);
      return { pegs, hovers: row.length, p99: times[Math.floor((times.length - 1) * 0.99)], max: times[times.length - 1], unanswered: row.filter((r) => !r[1]).length };
    });
  }, board);
  for (const r of rows) console.log(`live pegHint, ${board}, ${r.pegs} pegs: ${r.hovers} hovers, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ${r.unanswered} unanswered`);
  await b.close();
}
}
if (want('tasks')) {
  const b = await browser();
  const page = await b.page();
  await page.setViewportSize({ width: 1280, height: 800 });
  const element = page.locator('peg-solitaire');
  let seed = 5;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const [board, start] of [['french', 'd4'], ['french', 'd3'], ['wiegleb', 'e5'], ['square6', 'c3'], ['triangle8', 'a1']]) {
    const longest = [];
    let over50 = 0;
    for (let round = 0; round < 3; round++) {
      await page.goto(`${server.url}/index.html#game=${board}:${start}:anywhere:`);
      await hintsReady(page);
      await observeLongTasks(page);
      for (;;) {
        const { jumps, pegs } = await page.evaluate(() => {
          const game = document.querySelector('peg-solitaire').game;
          const names = game.layout().holes.map((h) => h.name);
          const jumps = [];
          names.forEach((name, h) => game.legalTargets(h).forEach((to) => jumps.push([name, names[to]])));
          return { jumps, pegs: [...new Set(jumps.map((j) => j[0]))] };
        });
        if (!jumps.length) break;
        const [from, to] = jumps[Math.floor(random() * jumps.length)];
        await element.locator(`.hole[data-name="${from}"]`).click();
        await element.locator(`.hole[data-name="${to}"]`).click();
        for (let k = 0; k < 3; k++) await element.locator(`.hole[data-name="${pegs[Math.floor(random() * pegs.length)]}"]`).hover();
      }
      await page.waitForTimeout(1000); // the search after the last jump
      const tasks = await page.evaluate(() => window.longTasks);
      longest.push(tasks.length ? `${Math.round(Math.max(...tasks))} ms` : 'none');
      over50 += tasks.length;
    }
    console.log(`tasks, ${board} ${start}: longest task (over 50 ms) per game ${longest.join(', ')}; ${over50} such tasks in ${longest.length} games`);
  }
  await b.close();
}
if (want('rate')) {
  const lines = readFileSync(new URL('../../target/live-rate.txt', import.meta.url), 'utf8').trim().split('\n');
  const b = await browser();
  const page = await b.page();
  await page.goto(`${server.url}/embed-example.html`);
  // Three rounds: the first runs while the engine's code is still being optimised.
  for (let round = 1; round <= 3; round++) {
    const rates = await page.evaluate(async (lines) => {
      const m = await import('/pkg-core/pegsol.js');
      await m.default({ module_or_path: '/pkg-core/pegsol_bg.wasm' });
      const by = {};
      for (const line of lines) {
        const [board, state, peg] = line.split(' ');
        const fresh = m.Game.fromState(state); // no memory of earlier hovers
        const t0 = performance.now();
        const hint = fresh.pegHint(Number(peg));
        const ms = performance.now() - t0;
        fresh.free();
        by[board] ??= { hovers: 0, spent: 0, ms: 0 };
        by[board].hovers++;
        by[board].ms += ms;
        // A hover left undecided spent its whole budget (LIVE_BUDGET, 150,000 positions).
        if (hint.landings.some((l) => l.good !== true && l.good !== false)) by[board].spent++;
      }
      return Object.entries(by).map(([board, r]) => `${board} ${Math.round((r.spent * 150000) / (r.ms / 1000)).toLocaleString('en')} positions a second (${r.spent} of ${r.hovers} hovers spent the budget; ${(r.ms / r.hovers).toFixed(1)} ms a hover)`);
    }, lines);
    console.log(`rate, round ${round}: ${rates.join('; ')}`);
  }
  await b.close();
}

/**
 * Plays one game that mostly follows good marks (nine times in ten), hovering every peg that
 * can jump for `wait` ms at each position, and tallies the landings marked (good or bad) per
 * peg count before the jump. `misses` gets each landing left unmarked: the game so far (state
 * string), the jump and what the landing showed instead.
 */
async function playMarkedGame(page, { wait = 1000, random, misses = [] }) {
  const element = page.locator('peg-solitaire');
  const byPegs = new Map();
  for (;;) {
    const { movable, pegs } = await page.evaluate(() => {
      const el = document.querySelector('peg-solitaire');
      return { movable: el.status.movable, pegs: el.pegs.reduce((a, p) => a + p, 0) };
    });
    if (!movable.length) break;
    const good = [];
    const all = [];
    const at = byPegs.get(pegs) ?? { landings: 0, marked: 0 };
    for (const peg of movable) {
      await element.locator(`#hole-${peg}`).hover();
      await page.waitForTimeout(wait);
      const seen = await page.evaluate(() => [...document.querySelector('peg-solitaire').shadowRoot.querySelectorAll('.target')].map((g) => [Number(g.dataset.hole), g.getAttribute('data-hint')]));
      const state = await page.evaluate(() => document.querySelector('peg-solitaire').game.state());
      for (const [to, hint] of seen) {
        at.landings++;
        if (hint === 'good' || hint === 'bad') at.marked++;
        else misses.push({ pegs, state, from: peg, to, hint });
        if (hint === 'good') good.push([peg, to]);
        all.push([peg, to]);
      }
    }
    byPegs.set(pegs, at);
    const list = good.length && random() < 0.9 ? good : all;
    const [from, to] = list[Math.floor(random() * list.length)];
    try {
      await element.locator(`#hole-${from}`).click();
      await element.locator(`#hole-${to}`).click();
    } catch (error) {
      console.log(`the jump ${from}-${to} could not be played (${error.message.split('\n')[0]})`);
      break;
    }
    // A peg that can jump on stays picked: let it go, as a player moving on would.
    await page.keyboard.press('Escape');
  }
  return byPegs;
}

const bands = [['27 and more', 27, 99], ['21 to 26', 21, 26], ['20 and fewer', 0, 20]];

/** "band: marked/landings (percent); ...; all P %" and the per-peg-count line of a game. */
function markFigures(byPegs) {
  const tally = bands.map(([, lo, hi]) => [...byPegs].filter(([n]) => n >= lo && n <= hi).reduce((a, [, t]) => ({ landings: a.landings + t.landings, marked: a.marked + t.marked }), { landings: 0, marked: 0 }));
  const percent = (t) => ((100 * t.marked) / Math.max(1, t.landings)).toFixed(1);
  const cells = bands.map(([name], i) => `${name}: ${tally[i].marked}/${tally[i].landings} (${percent(tally[i])} %)`);
  const total = tally.reduce((a, t) => ({ landings: a.landings + t.landings, marked: a.marked + t.marked }), { landings: 0, marked: 0 });
  return {
    bands: `${cells.join('; ')}; all ${total.marked}/${total.landings} (${percent(total)} %)`,
    perPegs: [...byPegs].sort((a, b) => b[0] - a[0]).map(([n, t]) => `${n}:${t.marked}/${t.landings}`).join(' '),
  };
}

if (want('marks')) {
  const b = await browser();
  const page = await b.page();
  await page.setViewportSize({ width: 1280, height: 800 });
  let seed = Number(process.env.MARKS_SEED ?? 9);
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  // MARKS_GAMES=french:d3:anywhere,triangle9:a1:complement picks the games (the four below by
  // default); MARKS_SEED another path; MARKS_MISSES=FILE writes the unmarked landings there;
  // MARKS_NO_BOOK=1 keeps the opening books away (what the search does alone).
  const games = process.env.MARKS_GAMES?.split(',').map((g) => g.split(':')) ?? [['french', 'd3', 'anywhere'], ['square6', 'c3', 'complement'], ['triangle8', 'a1', 'complement'], ['wiegleb', 'e5', 'complement']];
  const misses = [];
  if (process.env.MARKS_NO_BOOK) await page.context().route('**/*.opening*', (route) => (console.log('marks: a book kept away'), route.fulfill({ status: 404 })));
  for (const [board, start, mode] of games) {
    await page.goto('about:blank'); // a new document for each game, and its own search worker
    await page.goto(`${server.url}/index.html#game=${board}:${start}:${mode}:`);
    await hintsReady(page);
    await observeLongTasks(page);
    await observeFrames(page);
    page.setDefaultTimeout(20_000);
    const byPegs = await playMarkedGame(page, { random, misses });
    const tasks = await page.evaluate(() => window.longTasks);
    const frames = await page.evaluate(() => window.frameGaps);
    const figures = markFigures(byPegs);
    console.log(`marks, ${board} ${start} ${mode}: ${figures.bands}; longest task ${tasks.length ? Math.round(Math.max(...tasks)) + ' ms' : 'none over 50 ms'}; ` +
      `frames ${frames.frames}, ${frames.skipped} over 25 ms, the longest ${Math.round(frames.longest)} ms`);
    console.log(`  per peg count: ${figures.perPegs}`);
  }
  if (process.env.MARKS_MISSES) writeFileSync(process.env.MARKS_MISSES, misses.map((m) => JSON.stringify(m)).join('\n') + '\n');
  await b.close();
}
if (want('slowmarks')) {
  // English c1 and c2 and triangle7 on the slow link, from the link's opening: when the first
  // landing is marked, then a game that mostly follows good marks, every peg that can jump
  // hovered for 1 s, while the hint file streams in. SLOW_GAMES=c2,triangle7 picks some.
  for (const [label, hash] of [['english c1', '#game=english:c1:complement:'], ['english c2', '#game=english:c2:complement:'], ['triangle7 b4', '#game=triangle7:b4:anywhere:']].filter(([label]) => !process.env.SLOW_GAMES || process.env.SLOW_GAMES.split(',').some((g) => label.includes(g)))) {
    const { b, page } = await slowPage();
    await page.goto(`${server.url}/index.html${hash}`, { waitUntil: 'commit' });
    await ready(page);
    await observeLongTasks(page);
    const playable = await page.evaluate(() => performance.now());
    const element = page.locator('peg-solitaire');
    let firstMark = null;
    while (firstMark === null && (await page.evaluate(() => performance.now())) < 120_000) {
      for (const peg of await page.evaluate(() => document.querySelector('peg-solitaire').status.movable)) {
        await element.locator(`#hole-${peg}`).hover();
        await page.waitForTimeout(50);
        if (await element.locator('.hole.target[data-hint="good"], .hole.target[data-hint="bad"]').count()) {
          firstMark = await page.evaluate(() => performance.now());
          break;
        }
      }
    }
    let seed = 9;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    page.setDefaultTimeout(20_000);
    const byPegs = await playMarkedGame(page, { random });
    const [ended, hintsAt, tasks, starts] = await page.evaluate(() => [performance.now(), document.querySelector('peg-solitaire').hintTiming, window.longTasks, window.longTaskStarts]);
    const figures = markFigures(byPegs);
    const over = tasks.map((d, i) => [Math.round(d), Math.round(starts[i])]).filter(([d]) => d >= 80);
    console.log(`slowmarks, ${label} at 1.6 Mbit/s, 150 ms: playable ${Math.round(playable)} ms, first landing marked ${firstMark === null ? 'none in 120 s' : Math.round(firstMark) + ' ms'}; ` +
      `then one game to ${Math.round(ended)} ms: ${figures.bands}; longest task ${tasks.length ? Math.round(Math.max(...tasks)) + ' ms' : 'none over 50 ms'}; hint file ${JSON.stringify(hintsAt)}`);
    console.log(`  per peg count: ${figures.perPegs}`);
    console.log(`  tasks of 80 ms and more (ms, at ms): ${over.map(([d, at]) => `${d} at ${at}`).join(', ') || 'none'}`);
    await b.close();
  }
}
server.close();
