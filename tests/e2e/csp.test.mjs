// Static-site safety: the page and the embed work under a strict Content-Security-Policy, make
// no request to another origin, and the element leaks no globals or styles into the host page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, shot, hole, clickJump, ready } from './harness.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const env = servedBrowser({ csp: CSP });

test('index and embed pages work under the CSP, all requests same-origin', async () => {
  const page = await env.browser.page();
  // The window's own keys before any script of the page runs, to compare with afterwards.
  await page.addInitScript(() => Object.defineProperty(window, '__keysAtStart', { value: Object.keys(window), enumerable: false }));
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await ready(page);
  await clickJump(page.locator('peg-solitaire'), 'd2-d4');
  await hole(page.locator('peg-solitaire'), 'd5').hover();
  assert.equal(await hole(page.locator('peg-solitaire'), 'd3').getAttribute('data-hint'), 'good');
  await page.goto(`${env.server.url}/embed-example.html`);
  await ready(page, '#left');
  await ready(page, '#right');
  await clickJump(page.locator('#left'), 'a3-a1');
  await shot(page, 'csp-embed');
  assert.deepEqual(env.browser.errors, [], 'no CSP violations or other console errors');
  assert.ok(env.browser.requests.length >= 8, `requests were recorded (${env.browser.requests.length})`);
  const foreign = env.browser.requests.filter((u) => !u.startsWith(env.server.url) && !u.startsWith('data:'));
  assert.deepEqual(foreign, []);
  // No globals beyond the page's own, and the host page's styles are untouched.
  const added = await page.evaluate(() => Object.keys(window).filter((k) => !window.__keysAtStart.includes(k)));
  assert.deepEqual(added, []);
  const hostSheets = await page.evaluate(() => Array.from(document.styleSheets).map((s) => s.href?.split('/').pop()));
  assert.deepEqual(hostSheets, ['page.css']);
});
