// The search worker: on boards without stored hints the live search runs off the page's main
// thread, from the first jump. Its marks are checked against independent answers: every first
// jump of French from d3 finishing anywhere wins (the level sets: `pegs levels --board french
// --start d3 --any` has |F_35| = |W_35| = 3), and later marks against the `pegs verdicts`
// command's own search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedBrowser, hole, hintsReady, settle, shot, clickJump } from './harness.mjs';

const env = servedBrowser();
const game = (page) => page.locator('peg-solitaire');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each landing the element shows now: [name, 'good' | 'bad' | 'thinking' | 'none']. */
const landings = (page) => game(page).locator('.hole.target').evaluateAll((hs) => hs.map((h) => [h.dataset.name, h.dataset.hint ?? (h.classList.contains('thinking') ? 'thinking' : 'none')]));

/** The element's movable pegs, by name. */
const movable = (page) => page.evaluate(() => {
  const el = document.querySelector('peg-solitaire');
  const holes = el.game.layout().holes;
  return el.status.movable.map((h) => holes[h].name);
});

test('French from the start: landings being worked out, then marked, none wrong, and no long task', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto('about:blank'); // a new document: a change of the hash alone keeps the last test's
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${env.server.url}/index.html#game=french:d3:anywhere:`);
  await hintsReady(page);
  const playFrom = await page.evaluate(() => performance.now());
  assert.equal(await game(page).evaluate((el) => el.thinking.on), true, 'the worker does the searching');
  assert.doesNotMatch(await game(page).locator('.note').textContent(), /Hints from/, 'marks from the first jump');
  // b3-d3 is found winning at once; the first jumps are all winning, so none may be marked bad.
  await hole(game(page), 'b3').hover();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.hole[data-name="d3"]').dataset.hint === 'good', null, { timeout: 10_000 });
  await shot(page, 'worker-french-start-good');
  const seen = [];
  for (const peg of await movable(page)) {
    await hole(game(page), peg).hover();
    await page.waitForTimeout(300);
    const shown = await landings(page);
    seen.push(...shown);
    if (shown.some(([, k]) => k === 'thinking')) {
      const label = await hole(game(page), shown.find(([, k]) => k === 'thinking')[0]).getAttribute('aria-label');
      assert.match(label, /being worked out/);
      await shot(page, 'worker-french-start-thinking');
    }
  }
  assert.ok(seen.every(([, k]) => k !== 'bad' && k !== 'none'), `every first jump wins: ${JSON.stringify(seen)}`);
  // While the player plays, the searching is the worker's: no task of the page's reaches
  // 100 ms. While the page loads, the browser's own parsing and layout come first; a bound of
  // 250 ms there still catches a search or a decode on the main thread (the 1.7 s of a
  // triangle's finishes once), without failing on a busy machine's first layout.
  const tasks = await page.evaluate(() => window.longTasks);
  const [loading, playing] = [tasks.filter(([at]) => at < playFrom), tasks.filter(([at]) => at >= playFrom)].map((ts) => ts.map(([, d]) => Math.round(d)));
  assert.ok(playing.every((d) => d < 100), `main-thread tasks while playing: ${playing.join(', ')} ms`);
  assert.ok(loading.every((d) => d < 250), `main-thread tasks while loading: ${loading.join(', ')} ms`);
  assert.deepEqual(env.browser.errors, []);
});

test("French after eight jumps: the worker's marks agree with the pegs command's search", { timeout: 120_000 }, async () => {
  const jumps = 'b3-d3,e3-c3,b5-b3,b3-d3,d5-b5,f5-d5,e7-e5,d5-f5';
  const page = await env.browser.page();
  await page.goto('about:blank'); // a new document: a change of the hash alone keeps the last test's
  await page.goto(`${env.server.url}/index.html#game=french:d3:anywhere:${jumps}`);
  await hintsReady(page);
  const marks = new Map();
  for (const peg of await movable(page)) {
    await hole(game(page), peg).hover();
    await page.waitForTimeout(700);
    for (const [to, kind] of await landings(page)) if (kind === 'good' || kind === 'bad') marks.set(`${peg}-${to}`, kind);
  }
  assert.ok(marks.size >= 5, `marks within 0.7 s of each hover: ${[...marks]}`);
  // The pegs command searches each jump on its own (2 million positions each, natively).
  const out = execFileSync(path.join(root, 'target/release/pegs'), ['verdicts', '--board', 'french', '--start', 'd3', '--any', '--budget', '2000000'], { input: `${jumps.replaceAll(',', ' ')}\n` }).toString();
  const cli = new Map(out.trim().split(' ').map((w) => w.split('=')));
  let compared = 0;
  for (const [jump, kind] of marks) {
    assert.ok(cli.has(jump), `${jump} is a legal jump for the pegs command too`);
    if (cli.get(jump) === 'unknown') continue;
    assert.equal(kind, cli.get(jump), `${jump}: the page says ${kind}, pegs ${cli.get(jump)}`);
    compared++;
  }
  assert.ok(compared >= 5, `${compared} marks compared`);
  assert.deepEqual(env.browser.errors, []);
});

test('French from the start: Solve from here plays a winning line the worker found, to one peg', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto('about:blank'); // a new document: a change of the hash alone keeps the last test's
  await page.goto(`${env.server.url}/index.html#game=french:d3:anywhere:`);
  await hintsReady(page);
  // Once the worker has decided the start, the status knows the game can be won.
  await hole(game(page), 'b3').hover();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.undecided === false, null, { timeout: 10_000 });
  // The opening book proves the first jumps win before their lines are found: a Solve clicked
  // before a line has come says so in words, and a later one plays it.
  for (let tries = 0; ; tries++) {
    await game(page).locator('.solve').click();
    await page.waitForFunction(() => {
      const el = document.querySelector('peg-solitaire');
      return el.message || el.status.state === 'won' || el.solver?.playing;
    }, null, { timeout: 10_000 });
    const message = await game(page).evaluate((el) => el.message);
    if (!message) break;
    assert.match(message, /^Solve from here: the hints are still working out the winning line\.$/);
    assert.ok(tries < 30, 'a line within 30 s');
    await page.waitForTimeout(1_000);
  }
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.state === 'won', null, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').pegs.reduce((a, p) => a + p, 0)), 1);
  await settle(page);
  await shot(page, 'worker-french-solved');
  assert.deepEqual(env.browser.errors, []);
});

test('a search worker that cannot start leaves the hints to the page itself, from 21 pegs', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto('about:blank'); // a new document: a change of the hash alone keeps the last test's
  await page.route('**/search-worker.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto(`${env.server.url}/index.html#game=french:d3:anywhere:`);
  await hintsReady(page);
  await page.waitForFunction(() => /Hints from 21 pegs/.test(document.querySelector('peg-solitaire').shadowRoot.querySelector('.note').textContent), null, { timeout: 10_000 });
  await hole(game(page), 'b3').hover();
  await settle(page);
  assert.deepEqual((await landings(page)).map(([, k]) => k), ['none'], 'above 21 pegs no landing is marked');
  assert.ok(env.browser.errors.splice(0).every((e) => /search worker|search-worker|404/.test(e)), 'only the worker failure is reported');
  await page.unroute('**/search-worker.js');
});

test("French's opening book: fetched once by the worker, and every first jump marked good, d1-d3 too", { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto('about:blank'); // a new document: a change of the hash alone keeps the last test's
  const books = [];
  page.on('request', (request) => request.url().includes('.opening') && books.push(request.url()));
  await page.goto(`${env.server.url}/index.html#game=french:d3:anywhere:`);
  await hintsReady(page);
  // The search alone cannot settle d1-d3 within 30 million positions; the book settles it.
  for (const peg of ['d1', 'b3', 'f3', 'd5']) {
    await hole(game(page), peg).hover();
    await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.hole[data-name="d3"]').dataset.hint === 'good', null, { timeout: 15_000 });
    if (peg === 'd1') await shot(page, 'worker-french-book-d1');
  }
  // Two jumps in, every landing of every peg is marked (from the book: a second or so each,
  // waited for longer here so that a busy test machine does not fail it).
  await clickJump(game(page), 'b3-d3');
  await clickJump(game(page), 'e3-c3');
  for (const peg of await movable(page)) {
    await hole(game(page), peg).hover();
    await page.waitForFunction(() => [...document.querySelector('peg-solitaire').shadowRoot.querySelectorAll('.hole.target')].every((h) => h.dataset.hint), null, { timeout: 8_000 });
  }
  assert.equal(books.length, 1, `the book is fetched once: ${books}`);
  assert.match(books[0], /french\.d3-anywhere\.opening\.gz\?v=[0-9a-f]{16}$/);
  assert.deepEqual(env.browser.errors, []);
});

test('an opening book that cannot be had leaves the worker searching, with a warning and no wrong mark', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto('about:blank'); // a new document: a change of the hash alone keeps the last test's
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.context().route('**/*.opening*', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  try {
    await page.goto(`${env.server.url}/index.html#game=french:d3:anywhere:`);
    await hintsReady(page);
    await hole(game(page), 'b3').hover();
    await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.hole[data-name="d3"]').dataset.hint === 'good', null, { timeout: 10_000 });
    await expectWarning(page, warnings);
    assert.equal(await game(page).evaluate((el) => el.thinking.on), true, 'the worker still searches');
    await hole(game(page), 'd1').hover();
    await page.waitForTimeout(500);
    assert.ok((await landings(page)).every(([, k]) => k !== 'bad'), 'no first jump is marked bad');
    assert.deepEqual(env.browser.errors.splice(0).filter((e) => !/no opening book/.test(e)), [], 'the warning only');
  } finally {
    await page.context().unroute('**/*.opening*');
  }
});

async function expectWarning(page, warnings) {
  for (let i = 0; i < 50 && !warnings.some((w) => /no opening book/.test(w)); i++) await page.waitForTimeout(100);
  assert.ok(warnings.some((w) => /no opening book.*french\.d3-anywhere\.opening\.gz: HTTP 404/.test(w)), `warned: ${warnings}`);
}
