// Offline play: the project's page turns on the service worker (offline.js, sw.js). After one
// visit it opens and plays with hints with no server at all; hint files fetched online stay;
// a new release replaces the old one's cache whole. Without the worker (a site's page that
// leaves it off) an offline player is told so in a plain sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, browser, hole, settle, ready, hintsReady, shot, routeHostPage, clickJump } from './harness.mjs';

const www = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../www');
const game = (page) => page.locator('peg-solitaire');

/** A copy of the built site (its hint files linked, not copied) that a test may change. */
function siteCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pegsol-site-'));
  fs.cpSync(www, dir, { recursive: true, filter: (from) => !from.includes(`${path.sep}data`) });
  fs.symlinkSync(path.join(www, 'pkg', 'data'), path.join(dir, 'pkg', 'data'));
  return dir;
}

/** Waits until `check` (run in the page, may be async) is true: waitForFunction awaits no promise. */
async function until(page, check, arg, timeout = 60_000) {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${check}`);
    await page.waitForTimeout(100);
  }
}

/** Waits until the page's service worker has installed the release and controls the page. */
async function keptOffline(page) {
  await until(page, async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

/**
 * Serves `dir` and runs `play(server, b)` in a fresh browser (service workers allowed unless
 * `serviceWorkers` says otherwise; `gzEncoded`: see harness.mjs's serve); both are closed
 * after, whatever happens.
 */
async function onSite(dir, play, { serviceWorkers = 'allow', gzEncoded = false } = {}) {
  const server = await serve({ dir, gzEncoded });
  const b = await browser({ serviceWorkers });
  try {
    await play(server, b);
  } finally {
    await b.close();
    server.close();
  }
}

/**
 * A new page of `b` that visits the site once, so its service worker installs and takes over,
 * then opens the game `hash` with its hints ready.
 */
async function openOnceInstalled(b, server, hash) {
  const page = await b.page();
  await page.goto(`${server.url}/index.html`);
  await keptOffline(page);
  await page.goto('about:blank');
  await page.goto(`${server.url}/index.html${hash}`);
  await hintsReady(page, 'peg-solitaire', 60_000);
  return page;
}

const cacheNames = (page) => page.evaluate(() => caches.keys().then((names) => names.sort()));

/** The landings marked on `from`'s hover, as {hole: hint}. */
async function marks(page, from) {
  await hole(game(page), from).hover();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.hole[data-hint]'));
  await settle(page);
  return game(page).evaluate((el) => Object.fromEntries([...el.shadowRoot.querySelectorAll('.hole[data-hint]')].map((h) => [h.dataset.name, h.dataset.hint])));
}

test('after one visit the page opens and plays with hints with no server: English d4, triangle5, and an English c1 hint file fetched online', { timeout: 180_000 }, async () => {
  await onSite(siteCopy(), async (server, b) => {
    const page = await b.page();
    await page.goto(`${server.url}/index.html`);
    await keptOffline(page);
    // Installable as an app: Chromium finds nothing missing (manifest, icons, worker).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    await cdp.detach();
    // A game whose hint file comes through the worker, once it runs.
    await page.goto('about:blank');
    await page.goto(`${server.url}/index.html#game=english:c1:complement:`);
    await hintsReady(page, 'peg-solitaire', 60_000);
    const c1Online = await marks(page, 'c3');
    // The c1 game's hint file came through the worker: it is kept (under its content hash).
    const kept = await page.evaluate(async () => (await (await caches.open('pegsol-data')).keys()).map((r) => new URL(r.url).pathname));
    assert.ok(kept.some((p) => p.endsWith('/pkg/data/english.type-c1.hints.gz')), `kept data: ${kept}`);
    // No server at all from here on, and the browser knows it is offline.
    server.close();
    await b.context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(`${server.url}/index.html#game=english:d4:complement:`);
    await hintsReady(page);
    assert.deepEqual(await marks(page, 'd2'), { d4: 'good' });
    await hole(game(page), 'd2').click();
    await hole(game(page), 'd4').click();
    await settle(page);
    assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
    await shot(page, 'offline-english');
    // The c1 game's hints, from the kept file.
    await page.goto('about:blank');
    await page.goto(`${server.url}/index.html#game=english:c1:complement:`);
    await hintsReady(page);
    assert.deepEqual(await marks(page, 'c3'), c1Online);
    // The 15-hole triangle, chosen from the menu offline.
    await game(page).locator('.board-select').selectOption('triangle5');
    await page.waitForFunction(() => document.querySelector('peg-solitaire').view?.layout.id === 'triangle5');
    await hintsReady(page);
    const landings = await marks(page, 'c3');
    assert.deepEqual(Object.values(landings), ['good'], `triangle5 c3's landings: ${JSON.stringify(landings)}`);
    const line = game(page).locator('.hint-download');
    assert.ok(await line.isHidden() || (await line.getAttribute('data-state')) === 'ready', `the download line: ${await line.textContent()}`);
    await shot(page, 'offline-triangle5');
    assert.deepEqual(b.errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e)), []);
  });
});

test('on a host that sends the data files gzip-encoded (the browser unzips them), a hint file fetched online is kept and answers offline', { timeout: 120_000 }, async () => {
  await onSite(siteCopy(), async (server, b) => {
    const page = await openOnceInstalled(b, server, '#game=english:d2:complement:');
    // Kept as the browser handed it over: the file itself, checked against its own hash.
    await until(page, async () => (await (await caches.open('pegsol-data')).keys()).some((r) => r.url.includes('/pkg/data/english.type-c1.hints.gz')));
    server.close();
    await b.context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(`${server.url}/index.html#game=english:d2:complement:`);
    await hintsReady(page);
    assert.equal(await game(page).evaluate((el) => el.status.hintsLive), false, 'the kept file answers, not the live search');
    // Table 6, d2 complement: d4-d2, b4-d4, e4-c4 loses in three jumps.
    for (const jump of ['d4-d2', 'b4-d4']) await clickJump(game(page), jump);
    assert.equal((await marks(page, 'e4')).c4, 'bad');
    assert.deepEqual(b.errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e)), []);
  }, { gzEncoded: true });
});

test('a new release replaces the cache whole once the old pages are closed; unchanged hint files stay', { timeout: 180_000 }, async () => {
  const dir = siteCopy();
  await onSite(dir, async (server, b) => {
    let page = await openOnceInstalled(b, server, '#game=english:c1:complement:');
    const c1Online = await marks(page, 'c3');
    const before = await cacheNames(page);
    assert.equal(before.filter((n) => n.startsWith('pegsol-shell-')).length, 1, `caches: ${before}`);
    // A new release: a changed stylesheet, so a new version (as scripts/sw-release.mjs writes it).
    const css = path.join(dir, 'peg-solitaire.css');
    fs.appendFileSync(css, '\n/* the next release */\n');
    fs.rmSync(`${css}.gz`, { force: true });
    const release = path.join(dir, 'sw-release.js');
    const text = fs.readFileSync(release, 'utf8');
    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(fs.readFileSync(css)).digest('hex');
    fs.writeFileSync(release, text.replace(/"version": "[0-9a-f]+"/, '"version": "0000000000000002"').replace(/("peg-solitaire.css": ")[0-9a-f]+/, `$1${sha}`));
    // The open page finds the new release; it waits while a page of the old one is open.
    await page.reload();
    await ready(page);
    await until(page, async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
    assert.doesNotMatch(await page.evaluate(() => fetch('peg-solitaire.css').then((r) => r.text())), /the next release/, 'the old page keeps its own release');
    // Every page of the old release closed, the next visit is the new release's. (The browser
    // lets the waiting worker take over once the last page of the old one is gone; a page
    // opened in the same instant may still be the old one's: it is closed and opened again.)
    await page.close();
    for (let attempt = 1; ; attempt++) {
      page = await b.context.newPage();
      await page.goto(`${server.url}/index.html#game=english:c1:complement:`);
      const installed = async () => (await caches.keys()).filter((n) => n.startsWith('pegsol-shell-')).join() === 'pegsol-shell-0000000000000002' && navigator.serviceWorker.controller !== null;
      try {
        await until(page, installed, undefined, 10_000);
        break;
      } catch (error) {
        if (attempt === 5) throw error;
        await page.close();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    await page.reload();
    await hintsReady(page);
    const after = await cacheNames(page);
    assert.deepEqual(after.filter((n) => n.startsWith('pegsol-shell-')), ['pegsol-shell-0000000000000002'], `caches: ${after}`);
    assert.match(await page.evaluate(() => fetch('peg-solitaire.css').then((r) => r.text())), /the next release/);
    // The c1 hint file, unchanged, is still kept: offline it still gives its hints.
    server.close();
    await page.goto('about:blank');
    await page.goto(`${server.url}/index.html#game=english:c1:complement:`);
    await hintsReady(page);
    assert.deepEqual(await marks(page, 'c3'), c1Online);
  });
});

test('without the service worker, an offline player is told in a plain sentence; the small boards still have hints', { timeout: 120_000 }, async () => {
  await onSite(www, async (server, b) => {
    const page = await b.page();
    // A site's page that leaves offline play off: the element alone, on the core build.
    const url = await routeHostPage(page, `${server.url}/site.html`, '<peg-solitaire board="triangle5" hints></peg-solitaire>');
    await page.goto(url);
    await ready(page);
    await b.context.setOffline(true);
    await game(page).locator('.board-select').selectOption('english');
    await page.waitForFunction(() => document.querySelector('peg-solitaire').view?.layout.id === 'english' && !document.querySelector('peg-solitaire').busy);
    const line = game(page).locator('.hint-download-text');
    await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.hint-download').dataset.state === 'failed', null, { timeout: 30_000 });
    assert.match(await line.textContent(), /^You are offline: the hints for this board need a download\./);
    await shot(page, 'offline-no-worker');
    // Back online: the download starts again by itself.
    await b.context.setOffline(false);
    await hintsReady(page);
    assert.deepEqual(await marks(page, 'd2'), { d4: 'good' });
    // Offline, the downloads failed (and the search worker's script could not be fetched).
    assert.deepEqual(b.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|the search worker stopped/.test(e)), []);
  }, { serviceWorkers: 'block' });
});

test("offline play turned on from a page outside the game's folder says so in the console", { timeout: 60_000 }, async () => {
  // The site: the game in peg-solitaire/, a page at the root that turns offline play on.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pegsol-site-'));
  fs.symlinkSync(www, path.join(dir, 'peg-solitaire'));
  fs.writeFileSync(path.join(dir, 'games.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="peg-solitaire/peg-solitaire.js"></script><script type="module" src="peg-solitaire/offline.js"></script>
<peg-solitaire board="triangle5" hints></peg-solitaire>`);
  try {
    await onSite(dir, async (server, b) => {
      const page = await b.page();
      await page.goto(`${server.url}/games.html`);
      await ready(page);
      assert.deepEqual(b.errors, [`warning: <peg-solitaire>: offline play keeps only the pages in ${server.url}/peg-solitaire/, and this page is not one of them (see "Offline play" in the element's README).`]);
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
