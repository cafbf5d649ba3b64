// Random play: thousands of seeded random UI actions (hovers, clicks, taps, keys, menus, every
// button), reloads between batches, a slow and a failed data download, on the main page and the
// embed page. Nothing may throw, and every reload brings back the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedBrowser, ready, hintFileUrl } from './harness.mjs';

const driver = path.join(path.dirname(fileURLToPath(import.meta.url)), 'random-actions.js');
const env = servedBrowser();
const SEED = Number(process.env.RANDOM_SEED ?? 20261122);
let games = 0; // distinct game states met, summed over batches

async function batch(page, seed, count) {
  await page.addScriptTag({ path: driver });
  const result = await page.evaluate(([s, n]) => window.randomActions(s, n), [seed, count]);
  assert.deepEqual(result.errors, [], `seed ${seed}: errors during random actions`);
  games += result.games;
  return result.actions;
}

const states = (page) => page.evaluate(() => [...document.querySelectorAll('peg-solitaire')].map((e) => e.game?.state() ?? null));

test('main page: random actions and reloads raise no error and lose no game', { timeout: 400_000 }, async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/index.html`);
  await page.evaluate(() => localStorage.clear());
  let done = 0;
  for (let round = 0; round < 14; round++) {
    // Some rounds start from a fresh load with a slow engine download, or hint files that fail.
    await page.unroute('**/*');
    if (round % 5 === 1) await page.route('**/pkg/pegsol_bg.wasm', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
    if (round % 5 === 3) await page.route(hintFileUrl, (route) => route.abort('failed'));
    await page.reload();
    if (round % 2 === 0) await ready(page); // odd rounds act while the page is still loading
    done += await batch(page, SEED + round, 500);
    // The game on screen is the game a reload brings back.
    await ready(page);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    const before = await states(page);
    await page.reload();
    await ready(page);
    assert.deepEqual(await states(page), before, `round ${round}: the reload changed the game`);
  }
  assert.ok(done >= 7000);
  console.log(`main page: ${done} actions, ${games} distinct game states`);
  assert.ok(games > 500, `only ${games} distinct game states: the actions hardly play`);
  assert.deepEqual(env.browser.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e)), []);
});

test('embed page: random actions on two games raise no error', { timeout: 400_000 }, async () => {
  const page = await env.browser.page();
  await page.unroute('**/*');
  let done = 0;
  for (let round = 0; round < 6; round++) {
    await page.goto(`${env.server.url}/embed-example.html`);
    if (round % 2 === 0) {
      await ready(page, '#left');
      await ready(page, '#right');
    }
    done += await batch(page, SEED + 100 + round, 500);
  }
  assert.ok(done >= 3000);
  console.log(`embed page: ${done} actions, ${games} distinct game states in all`);
  assert.deepEqual(env.browser.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e)), []);
});
