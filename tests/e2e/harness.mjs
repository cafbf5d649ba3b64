// Shared set-up for the browser tests: serve www/ on a free port, drive Debian's Chromium.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshots = path.join(root, 'tests/e2e/screenshots');

/// Serves www/ (or `dir`) with the README's server (scripts/serve.py: gzip copies, keep-alive)
/// on a free port, optionally with a Content-Security-Policy header, or sending each FILE.gz
/// asked for with Content-Encoding: gzip as some hosts do (`gzEncoded`).
export async function serve({ csp = null, dir = path.join(root, 'www'), gzEncoded = false } = {}) {
  const args = [path.join(root, 'scripts/serve.py'), '--port', '0', ...(csp ? ['--csp', csp] : []), ...(gzEncoded ? ['--gz-encoded'] : []), dir];
  const child = spawn('python3', ['-u', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  // The line can arrive in pieces ("port", then " 41234"): a test file's set-up hung for its
  // whole 120 s when it was read one piece at a time. Read up to the line's end.
  let printed = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no port in 20 s: '${printed}'`)), 20_000);
    child.stdout.on('data', (d) => {
      printed += String(d);
      const m = /^port (\d+)\n/.exec(printed);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

/// A fresh Chromium profile; console errors and page errors are collected (and fail tests).
/// Service workers are blocked unless asked for: the project's page turns offline play on, and
/// its worker would then serve every later page of the file from its cache, past the tests'
/// routes (offline.test.mjs asks for them and tests that worker).
export async function browser({ serviceWorkers = 'block' } = {}) {
  let dir;
  let context;
  // A launch now and then never completes (no Chromium process appears; seen a few times a
  // day here): give each attempt 35 s and start afresh, rather than failing the whole file.
  for (let attempt = 1; !context; attempt++) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pegsol-chromium-'));
    let launch;
    try {
      // Playwright's own launch timeout does not always fire (the launch has hung past it, and
      // the file's 120 s hook timeout, in two CI rehearsals): race it against a timer of ours.
      launch = chromium.launchPersistentContext(dir, {
        executablePath: '/usr/bin/chromium',
        headless: true,
        timeout: 30_000,
        viewport: { width: 900, height: 1100 },
        reducedMotion: 'reduce', // no transitions: screenshots show the settled board
        serviceWorkers,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      let timer;
      const stalled = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('launch stalled for 35 s')), 35_000);
      });
      try {
        context = await Promise.race([launch, stalled]);
      } finally {
        clearTimeout(timer);
      }
    } catch (error) {
      // A launch that finishes after we gave up on it is closed, not leaked.
      launch?.then((late) => late.close(), () => {});
      fs.rmSync(dir, { recursive: true, force: true });
      if (attempt === 3) throw error;
      console.log(`# Chromium did not start (attempt ${attempt}: ${error.message.split('\n')[0]}); trying again`);
    }
  }
  const errors = [];
  const requests = [];
  const watch = (page) => {
    page.on('console', (m) => {
      // (The page says offline play is off where the harness blocked its worker.)
      const blocked = serviceWorkers === 'block' && /^<peg-solitaire>: offline play is off|^Service Worker registration blocked by Playwright/.test(m.text());
      if ((m.type() === 'error' || m.type() === 'warning') && !blocked) errors.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('request', (r) => requests.push(r.url()));
  };
  context.on('page', watch);
  context.pages().forEach(watch);
  return {
    context,
    errors,
    requests,
    page: async () => context.pages()[0] ?? context.newPage(),
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new tab for one test, closed when the test ends, whether its assertions pass or not: a
 * failing test's tab would otherwise stay open, its timers and downloads running into the
 * next tests of the file.
 */
export async function newTab(t, context) {
  const page = await context.newPage();
  t.after(() => page.close().catch(() => {}));
  return page;
}

/// The page server and a fresh browser for one test file, started before its tests and closed
/// after them: `env.server.url`, `env.browser.page()`.
export function servedBrowser(options = {}) {
  const env = { server: null, browser: null };
  // Time limits: a launch that hangs (seen under heavy CPU load) fails the file, which
  // scripts/test-web.sh then runs once more, instead of waiting for its outer timeout.
  before(async () => {
    env.server = await serve(options);
    env.browser = await browser();
  }, { timeout: 120_000 });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  }, { timeout: 30_000 });
  return env;
}

export async function shot(page, name) {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/// The element's hole for a name, e.g. hole(page, 'd4') (Playwright pierces the shadow root).
/**
 * Serves a website owner's page at `url` in this tab: `body` after the element's script. Returns
 * the url (the test goes to it when its set-up is done: a hash, a cleared storage).
 */
export async function routeHostPage(page, url, body) {
  await page.route(url, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="embed.js"></script>${body}`,
  }));
  return url;
}

/// Takes Web Workers away from a page, as in a browser or behind a policy that has none: the
/// element's live search then runs on the page itself, in slices between frames, with hints
/// from 21 pegs on French (the tests of that path use it).
export async function withoutWorkers(page) {
  await page.addInitScript(() => {
    delete window.Worker;
  });
  // The next page is a new document (a change of the hash alone would keep this one).
  await page.goto('about:blank');
}

export const hole = (scope, name) => scope.locator(`.hole[data-name="${name}"]`);

/// The first legal jump of an element's game, as hole names `from-to` (null when none is left).
export const firstJump = (page, selector = 'peg-solitaire') => page.evaluate((s) => {
  const g = document.querySelector(s).game;
  const names = g.layout().holes.map((h) => h.name);
  for (let h = 0; h < names.length; h++) {
    const to = g.legalTargets(h);
    if (to.length) return `${names[h]}-${names[to[0]]}`;
  }
  return null;
}, selector);

/// Plays a jump as a player would: click the peg, click the landing hole.
export async function clickJump(scope, jump) {
  const [from, to] = jump.split('-');
  await hole(scope, from).click();
  await hole(scope, to).click();
  await settle(scope.page());
}

/// Waits until the element has drawn what the last input asked for (it draws once per
/// animation frame).
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/// The element has a game on screen and takes input.
export async function ready(page, selector = 'peg-solitaire') {
  await page.locator(`${selector} .hole`).first().waitFor();
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el && el.game && !el.busy && el.shadowRoot.querySelector('.status').textContent.length > 0;
  }, selector);
  await settle(page);
}

/// The element's game has its hints (its data has arrived), or the download failed.
export async function hintsReady(page, selector = 'peg-solitaire', timeout = 20000) {
  await ready(page, selector);
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    const box = el.shadowRoot.querySelector('.hint-download');
    return el.game && !el.busy && el.status.hints && (box.hidden || box.dataset.state === 'ready');
  }, selector, { timeout });
  await settle(page);
}

/// Matches a hint file's URL for page.route (its gzip copy; its query carries the file's version).
export const hintFileUrl = (url) => url.pathname.endsWith('.hints.gz');
