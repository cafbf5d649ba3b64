// The page on a slow link (Chrome DevTools Protocol network emulation: 1.6 Mbit/s, 150 ms): the
// board comes first, playable, and hints turn on when the data arrives; nothing throws while
// anything loads; a failed download says so and can be retried.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, newTab, shot, hole, clickJump, hintsReady, settle } from './harness.mjs';

const env = servedBrowser();
const game = (page) => page.locator('peg-solitaire');

export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 });
  return cdp;
}

/**
 * The central game opened on the slow link at this viewport, from its first byte. `unasked`
 * (in the page) gathers every layout shift the player did not cause (the Layout Instability
 * API's entries); `textBelow()` is where the page's text below the game starts.
 */
async function openThrottled(t, width, height, link = '#game=english:d4:complement:', { holdEngine = false, firstVisit = false } = {}) {
  const page = await newTab(t, env.browser.context);
  // Held, the core engine arrives only when `releaseEngine()` is called: what the test does
  // before it (a screenshot, pointer moves) may take longer than the slow link does.
  let releaseEngine = () => {};
  if (holdEngine) {
    const held = new Promise((resolve) => (releaseEngine = resolve));
    await page.route('**/pkg-core/pegsol_bg.wasm', async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.setViewportSize({ width, height });
  const cdp = await throttle(page);
  // A first visit: no game saved by an earlier test (sync-url would open it, not the usual game).
  if (firstVisit) await page.addInitScript(() => localStorage.clear());
  await page.addInitScript(() => {
    window.unasked = [];
    new PerformanceObserver((list) => window.unasked.push(...list.getEntries().filter((e) => !e.hadRecentInput).map((e) => e.value))).observe({ type: 'layout-shift', buffered: true });
  });
  const textBelow = () => page.evaluate(() => Math.round(document.querySelector('main > p').getBoundingClientRect().top));
  await page.goto(`${env.server.url}/index.html${link}`, { waitUntil: 'commit' });
  return { page, cdp, textBelow, releaseEngine };
}

test('slow link: controls are off and harmless while loading, the board plays before its hints arrive', { timeout: 120_000 }, async (t) => {
  const { page, cdp, textBelow, releaseEngine } = await openThrottled(t, 1280, 800, undefined, { holdEngine: true });
  // Before the engine is there: click everything that exists; the menu names the real board.
  await page.waitForFunction(() => document.querySelector('peg-solitaire')?.shadowRoot?.querySelector('.undo'));
  const early = await page.evaluate(() => {
    const root = document.querySelector('peg-solitaire').shadowRoot;
    for (const b of root.querySelectorAll('button')) b.click();
    root.querySelector('svg.board').dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true, composed: true }));
    return { disabled: [...root.querySelectorAll('button, select, input')].every((n) => n.disabled), board: root.querySelector('.board-select').value };
  });
  assert.deepEqual(early, { disabled: true, board: 'english' });
  // "Loading the game…" stands in the middle of the board's place, not below an empty board.
  const offCentre = await page.evaluate(() => {
    const root = document.querySelector('peg-solitaire').shadowRoot;
    const [room, words] = ['.play', '.placeholder'].map((s) => root.querySelector(s).getBoundingClientRect());
    return Math.abs(room.top + room.height / 2 - (words.top + words.height / 2));
  });
  assert.ok(offCentre < 8, `the loading words are ${offCentre} px from the middle of the board's place`);
  await shot(page, 'loading-before-engine');
  // The pointer over the board's place, pressed and dragged there: nothing happens, nothing
  // throws (a play-tester's page threw at every move of the mouse). After the shot: the drag
  // selects the loading words, as in any page.
  const place = await game(page).locator('.play').boundingBox();
  const [x, y] = [place.x + place.width / 2, place.y + place.height / 2];
  await page.mouse.move(x - 30, y - 30);
  await page.mouse.move(x, y, { steps: 3 });
  await page.mouse.down();
  await page.mouse.move(x + 40, y + 10, { steps: 4 });
  await page.mouse.up();
  assert.equal(await game(page).locator('.hole').count(), 0, 'still loading');
  assert.deepEqual(env.browser.errors, [], 'nothing thrown by the pointer before the board is there');
  const belowWhileLoading = await textBelow();
  releaseEngine();
  // The board, then a jump while the English data is still on its way.
  await page.locator('peg-solitaire .hole').first().waitFor();
  const box = game(page).locator('.hint-download');
  assert.equal(await box.getAttribute('data-state'), 'loading');
  await page.waitForFunction(() => !document.querySelector('peg-solitaire').busy);
  // The page kept the board's room while it loaded: the text below it stayed where it was.
  assert.equal(await textBelow(), belowWhileLoading, 'the text below the game moved when the board came');
  const shifted = await page.evaluate(() => window.unasked.reduce((a, b) => a + b, 0));
  assert.ok(shifted < 0.002, `layout shifted by ${shifted} while loading`);
  await clickJump(game(page), 'd2-d4');
  assert.equal(await box.getAttribute('data-state'), 'loading', 'the jump was made before the hints arrived');
  await shot(page, 'loading-playable');
  // Solve is greyed while the hints load, and says so when tapped; the hints are switched off.
  const note = game(page).locator('.note');
  await game(page).locator('.solve').click({ force: true }); // greyed (aria-disabled), as a player taps it
  await settle(page);
  assert.match(await note.textContent(), /Solving uses the hints, which are still loading\./);
  await game(page).locator('.hints-box').uncheck();
  // Hints arrive: the same game. The line says how to see them, and Solve's reason is gone.
  await hintsReady(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  assert.match(await box.textContent(), /The hints are ready: turn Hints on to see them\./);
  assert.doesNotMatch(await note.textContent(), /still loading/);
  // With hints on again, d5-d3 is good after d2-d4.
  await game(page).locator('.hints-box').check();
  await hole(game(page), 'd5').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'd3').getAttribute('data-hint'), 'good');
  const shiftedInAll = await page.evaluate(() => window.unasked.reduce((a, b) => a + b, 0));
  assert.ok(shiftedInAll < 0.002, `layout shifted by ${shiftedInAll} by the time the hints were on`);
  await cdp.detach();
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test('slow link: a fresh English game is drawn before the engine arrives, inert, and is the board the engine draws', { timeout: 120_000 }, async (t) => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    // No link and no saved game: the board's usual game, drawn from the page's first download.
    const { page, cdp, textBelow, releaseEngine } = await openThrottled(t, width, height, '', { holdEngine: true, firstVisit: true });
    await page.locator('peg-solitaire .hole').first().waitFor();
    const drawn = () => page.evaluate(() => {
      const root = document.querySelector('peg-solitaire').shadowRoot;
      return {
        holes: [...root.querySelectorAll('.hole')].map((h) => `${h.dataset.name}:${h.classList.contains('has-peg') ? 1 : 0}${h.classList.contains('goal-hole') ? ':goal' : ''}@${h.getAttribute('transform')}`),
        viewBox: root.querySelector('svg.board').getAttribute('viewBox'),
      };
    });
    const early = await drawn();
    assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').game), null, 'drawn while the engine is held');
    assert.equal(early.holes.length, 33);
    assert.equal(early.holes.filter((h) => /:1/.test(h)).length, 32, 'every hole but the start has a peg');
    assert.ok(early.holes.some((h) => h.startsWith('d4:0:goal@')), 'd4 is the empty start and the goal');
    assert.equal(await game(page).locator('.status').textContent(), 'Loading the game…');
    await shot(page, `first-view-${width}`);
    // Pressed, tapped and keyed before the engine is there: nothing happens, nothing throws.
    await hole(game(page), 'd2').click();
    await hole(game(page), 'd4').click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.deepEqual(await drawn(), early, 'nothing changed on the early board');
    assert.deepEqual(env.browser.errors, [], 'nothing thrown by input on the early board');
    const below = await textBelow();
    releaseEngine();
    await page.waitForFunction(() => document.querySelector('peg-solitaire').game && !document.querySelector('peg-solitaire').busy);
    await settle(page);
    // The engine's board is the one drawn early: same holes, places, pegs and goal; nothing moved.
    assert.deepEqual(await drawn(), early, "the engine's board differs from the early one");
    assert.equal(await textBelow(), below, 'the text below the game moved when the engine came');
    const shifted = await page.evaluate(() => window.unasked.reduce((a, b) => a + b, 0));
    assert.ok(shifted < 0.002, `layout shifted by ${shifted} from the early board to the game`);
    await clickJump(game(page), 'd2-d4');
    assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
    await cdp.detach();
    await page.close();
  }
  assert.deepEqual(env.browser.errors, []);
});

test("slow link: while the engine loads, the menus show the linked game's board and finish", { timeout: 120_000 }, async (t) => {
  for (const [link, board, mode] of [['#game=french:d3:anywhere:d5-d3', 'french', 'anywhere'], ['#game=english:d4:finish-d1:', 'english', 'finish-d1']]) {
    const { page, cdp } = await openThrottled(t, 1280, 800, link);
    await page.waitForFunction(() => document.querySelector('peg-solitaire')?.shadowRoot?.querySelector('.game:not([hidden])'));
    const menus = () => page.evaluate(() => {
      const root = document.querySelector('peg-solitaire').shadowRoot;
      return { board: root.querySelector('.board-select').value, mode: root.querySelector('.mode-select').value, loaded: !!document.querySelector('peg-solitaire').game };
    });
    const early = await menus();
    assert.equal(early.loaded, false, 'read before the engine was there');
    assert.deepEqual([early.board, early.mode], [board, mode], link);
    await page.waitForFunction(() => document.querySelector('peg-solitaire').game && !document.querySelector('peg-solitaire').busy);
    const late = await menus();
    assert.deepEqual([late.board, late.mode], [board, mode], `${link}, once open`);
    await cdp.detach();
    await page.close();
  }
  assert.deepEqual(env.browser.errors, []);
});

test('slow link on a phone: nothing moves by itself, from the first paint to the hints being on', { timeout: 120_000 }, async (t) => {
  const { page, cdp, textBelow } = await openThrottled(t, 390, 844);
  // The download line is there as soon as the game shows, so the board's arrival does not
  // push it in (the layout shifts observed from the first paint say the same).
  await page.waitForFunction(() => document.querySelector('peg-solitaire')?.shadowRoot?.querySelector('.game:not([hidden]) .hint-download:not([hidden])'));
  const below = await textBelow();
  await hintsReady(page);
  const box = game(page).locator('.hint-download');
  // Arrived hints leave the line in place, saying so, until the player acts.
  assert.equal(await box.getAttribute('data-state'), 'ready');
  assert.match(await box.textContent(), /The hints are ready: hover or tap a peg to see its jumps\./);
  await shot(page, 'loading-phone-ready');
  assert.equal(await textBelow(), below, 'the text below the game moved while it loaded');
  const shifted = await page.evaluate(() => window.unasked.reduce((a, b) => a + b, 0));
  assert.ok(shifted < 0.002, `layout shifted by ${shifted} on the phone`);
  // Room left empty below the game: what the page kept for loading beyond the game's own box.
  const emptyRoom = () => page.evaluate(() => {
    const el = document.querySelector('peg-solitaire');
    return el.getBoundingClientRect().bottom - el.shadowRoot.querySelector('.game').getBoundingClientRect().bottom;
  });
  const roomWhileLine = await emptyRoom();
  assert.ok(roomWhileLine < 8, `the room kept for loading fits the game while the line is there: ${roomWhileLine} px more`);
  await clickJump(game(page), 'd2-d4');
  assert.equal(await box.isHidden(), true, 'the ready line went with the first jump');
  // The page gives the room back after the player's tap (no gap under the game); the text
  // below moves up, never down.
  await settle(page);
  assert.equal(await emptyRoom(), 0, 'empty room under the game after the ready line went');
  assert.ok((await textBelow()) < below, `the text below the game moved down: ${below} → ${await textBelow()}`);
  await shot(page, 'phone-after-first-jump');
  await cdp.detach();
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test("page.css keeps the game's own room while it loads: never less, at most 100 px more, with a mouse and on a touch screen; none with JavaScript off", { timeout: 180_000 }, async (t) => {
  // Measured with the download line there, as while loading (the room holds until the
  // player's first tap). On a touch phone (44 px controls) it was 64 px short at 390x844, and
  // 135 px at 320x640: the text below jumped down when the game came (play-test 28).
  const sizes = [[320, 640], [360, 740], [390, 844], [412, 915], [640, 400], [667, 375], [844, 390], [1280, 800]];
  for (const touch of [false, true]) {
    for (const [width, height] of sizes) {
      const context = await env.browser.context.browser().newContext({ viewport: { width, height }, isMobile: touch, hasTouch: touch });
      t.after(() => context.close());
      const page = await context.newPage();
      await page.goto(`${env.server.url}/index.html`);
      await page.waitForFunction(() => document.querySelector('peg-solitaire')?.shadowRoot?.querySelector('.hint-download:not([hidden])')?.dataset.state === 'ready', null, { timeout: 60_000 });
      const [kept, game] = await page.evaluate(() => {
        const el = document.querySelector('peg-solitaire');
        return [parseFloat(getComputedStyle(el).minHeight), el.shadowRoot.querySelector('.game').getBoundingClientRect().height];
      });
      const where = `${touch ? 'touch' : 'mouse'} ${width}x${height}`;
      assert.ok(kept >= game - 1 && kept <= game + 100, `${where}: page.css keeps ${kept} px for a game ${game} px tall`);
      await context.close();
    }
  }
  // JavaScript off: the noscript line, and no room kept for a game that never comes.
  const context = await env.browser.context.browser().newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(`${env.server.url}/index.html`);
  const element = page.locator('peg-solitaire');
  assert.match(await element.textContent(), /The game needs JavaScript/);
  const { height } = await element.boundingBox();
  assert.ok(height < 100, `the element keeps ${height} px with JavaScript off`);
});

test('slow link on a phone: the place kept for a triangle while the engine loads is the board it becomes', { timeout: 120_000 }, async (t) => {
  // b4 cannot finish where it started: the engine takes "where you started" out of the menu.
  const { page, cdp } = await openThrottled(t, 390, 844, '#game=triangle7:b4:complement:');
  const play = () => page.evaluate(() => {
    const $ = (sel) => document.querySelector('peg-solitaire').shadowRoot.querySelector(sel).getBoundingClientRect();
    return { top: Math.round($('.play').top), height: Math.round($('.play').height), hintsBox: Math.round($('.hint-toggle').left) };
  });
  await page.waitForFunction(() => document.querySelector('peg-solitaire')?.shadowRoot?.querySelector('.game:not([hidden]) .play:not(.drawn)'));
  const kept = await play();
  await shot(page, 'loading-triangle-kept');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.play.drawn'), null, { timeout: 60_000 });
  // Square before (a cross's shape), the triangle came 27 px shorter and pulled everything below
  // up; the finish menu, narrower without "where you started", pulled the Hints box left.
  assert.deepEqual(await play(), kept);
  await cdp.detach();
  assert.deepEqual(env.browser.errors, []);
});

test('a failed data download is reported with Retry, and Retry brings the hints', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.route('**/pkg/pegsol_bg.wasm', (route) => route.abort('failed'));
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  const box = game(page).locator('.hint-download');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.hint-download').dataset.state === 'failed');
  assert.match(await box.textContent(), /could not be loaded/);
  // Still playable without hints.
  await clickJump(game(page), 'd2-d4');
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  await shot(page, 'download-failed');
  await page.unroute('**/pkg/pegsol_bg.wasm');
  await game(page).locator('.hint-retry').click();
  await hintsReady(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  await page.close();
  const unexpected = env.browser.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e));
  assert.deepEqual(unexpected, []);
  env.browser.errors.length = 0; // the failure this test caused is not the next test's
});

test('with JavaScript off the page says the game needs it (no endless "Loading the game…")', { timeout: 120_000 }, async () => {
  // The tests' browser is one persistent context, with JavaScript on: a browser of its own.
  const { chromium } = await import('playwright-core');
  const own = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const ctx = await own.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${env.server.url}/index.html`);
    assert.equal(await page.locator('peg-solitaire').innerText(), 'The game needs JavaScript, which is switched off in this browser.');
  } finally {
    await own.close();
  }
});

test('a browser without WebAssembly, or a page whose CSP forbids it, is told why, with no advice to reload', { timeout: 120_000 }, async (t) => {
  const placeholder = (page) => page.waitForFunction(() => {
    const text = document.querySelector('peg-solitaire')?.shadowRoot?.querySelector('.placeholder')?.textContent ?? '';
    return text !== 'Loading the game…' && text;
  }).then((h) => h.jsonValue());
  const off = await newTab(t, env.browser.context);
  await off.addInitScript(() => delete window.WebAssembly); // Lockdown Mode, a company policy
  await off.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  assert.equal(await placeholder(off), 'This browser runs no WebAssembly (it can be switched off, as in Lockdown Mode or by a company policy), and the game needs it.');
  await off.close();
  const strict = await newTab(t, env.browser.context);
  await strict.route('**/index.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'" } });
  });
  await strict.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  assert.equal(await placeholder(strict), "The page's Content-Security-Policy forbids WebAssembly, which the game needs: the site must allow 'wasm-unsafe-eval' in its script-src.");
  await shot(strict, 'engine-forbidden-by-csp');
  await strict.close();
  // Said in the console too, where the site's owner looks (play-test 28: nothing was there).
  assert.ok(env.browser.errors.some((e) => e.startsWith("error: <peg-solitaire>: The page's Content-Security-Policy forbids WebAssembly")), env.browser.errors.join('\n'));
  assert.ok(env.browser.errors.some((e) => e.startsWith('error: <peg-solitaire>: This browser runs no WebAssembly')));
  const unexpected = env.browser.errors.filter((e) => !/WebAssembly|Content Security Policy|wasm-eval/.test(e));
  assert.deepEqual(unexpected, []);
  env.browser.errors.length = 0;
});

test("an engine that cannot be loaded is said once, in the board's place, with no hint download line", { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.route('**/pkg-core/pegsol_bg.wasm', (route) => route.abort('failed'));
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await page.waitForFunction(() => /could not be loaded/.test(document.querySelector('peg-solitaire').shadowRoot.querySelector('.placeholder').textContent));
  assert.match(await game(page).locator('.placeholder').textContent(), /^The game could not be loaded \(.+\)\. Reload the page to try again\.$/);
  assert.equal(await game(page).locator('.hint-download').isHidden(), true, 'no "Loading the hints" beside it');
  await shot(page, 'engine-failed');
  await page.unroute('**/pkg-core/pegsol_bg.wasm');
  await page.close();
  assert.ok(env.browser.errors.some((e) => e.startsWith('error: <peg-solitaire>: The game could not be loaded (')));
  const unexpected = env.browser.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED|<peg-solitaire>: The game could not be loaded/.test(e));
  assert.deepEqual(unexpected, []);
  env.browser.errors.length = 0;
});

test("an engine module and wasm from two versions (one kept by the browser's cache) are fetched again past the cache, and the game plays", { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  // The first answer for each wasm is one the module cannot use: for the core, a wasm that needs
  // an import this module does not give (another version's: its one import is ./pegsol_bg.js's
  // `gone`); for the English data build, one cut short. The engine then asks for both again.
  const otherVersion = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 2, 23, 1, 14]), Buffer.from('./pegsol_bg.js'), Buffer.from([4]), Buffer.from('gone'), Buffer.from([0, 0])]);
  const answered = { core: 0, data: 0 };
  const firstWrong = (build, body) => async (route) => {
    if (answered[build]++ > 0) return route.continue();
    await route.fulfill({ status: 200, contentType: 'application/wasm', body: await body(route) });
  };
  await page.route('**/pkg-core/pegsol_bg.wasm', firstWrong('core', async () => otherVersion));
  await page.route('**/pkg/pegsol_bg.wasm', firstWrong('data', async (route) => (await route.fetch()).body().then((b) => b.subarray(0, b.length >> 1))));
  // How each wasm was asked for (the browser's cache mode), and the modules' URLs.
  await page.addInitScript(() => {
    window.wasmFetches = [];
    const fetch = window.fetch;
    window.fetch = (url, init) => {
      if (String(url).endsWith('.wasm')) window.wasmFetches.push(`${new URL(url).pathname} ${init?.cache ?? 'default'}`);
      return fetch(url, init);
    };
  });
  const modules = [];
  page.on('request', (r) => /pegsol\.js/.test(r.url()) && modules.push(new URL(r.url()).pathname + new URL(r.url()).search.replace(/\d+/, 'N')));
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await hintsReady(page);
  // The core wasm a third time: the search worker's, which searches for the game on the core
  // build while the English build loads (its own module, past this test's wrong first answer).
  assert.deepEqual(answered, { core: 3, data: 2 }, 'each wasm asked for twice, and the core once more by the worker');
  assert.deepEqual((await page.evaluate(() => window.wasmFetches)).sort(), ['/pkg-core/pegsol_bg.wasm default', '/pkg-core/pegsol_bg.wasm reload', '/pkg/pegsol_bg.wasm default', '/pkg/pegsol_bg.wasm reload']);
  assert.deepEqual(modules.sort(), ['/pkg-core/pegsol.js', '/pkg-core/pegsol.js', '/pkg-core/pegsol.js?fresh=N', '/pkg/pegsol.js', '/pkg/pegsol.js?fresh=N'], 'the page\'s modules, and the worker\'s core module');
  await clickJump(game(page), 'd2-d4');
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  await hole(game(page), 'd5').hover();
  await settle(page);
  // A mark at 31 pegs comes from the English data build (live hints start far lower).
  assert.equal(await hole(game(page), 'd3').getAttribute('data-hint'), 'good', 'hints from the data build');
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test('a start picker opened while the hints load takes their colours when they come', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  let letDataIn;
  const dataHeld = new Promise((resolve) => (letDataIn = resolve));
  await page.route('**/pkg/pegsol_bg.wasm', async (route) => {
    await dataHeld;
    await route.continue();
  });
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await page.locator('peg-solitaire .hole').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('peg-solitaire').busy);
  await game(page).locator('.pick-start').click();
  await settle(page);
  const kinds = () => game(page).evaluate((el) => {
    const counts = {};
    for (const h of el.shadowRoot.querySelectorAll('.hole')) {
      const kind = h.getAttribute('class').match(/start-(\w+)/)[1];
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    return counts;
  });
  const before = await kinds();
  letDataIn();
  await hintsReady(page);
  await settle(page);
  // As a picker opened now shows them: green for the central type, violet for the rest (a
  // play-tester's picker kept "hints later in the game" on every hole).
  assert.deepEqual(await kinds(), { ready: 5, download: 28 }, `before the data: ${JSON.stringify(before)}`);
  assert.match(await game(page).locator('.status').textContent(), /Green: hints at once. Violet \(dashed\): hints download first./);
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test("a small board's hints work before its stored data arrives, and the download line says so", { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  // The triangles' build comes late; the core computes trunc12's hints meanwhile.
  await page.route('**/pkg-triangles/pegsol_bg.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.goto(`${env.server.url}/index.html#game=trunc12:b3:complement:`);
  await page.waitForFunction(() => {
    const el = document.querySelector('peg-solitaire');
    return el?.game && !el.busy && el.status.hints;
  });
  await settle(page);
  const box = game(page).locator('.hint-download');
  assert.equal(await box.getAttribute('data-state'), 'loading', 'read before the data arrived');
  assert.match(await game(page).locator('.hint-download-text').textContent(), /^Hints are on\. Loading the stored data that speeds them up \(\d+%\)\.$/);
  // They do work: some landing of some peg is marked.
  const marked = await page.evaluate(() => {
    const el = document.querySelector('peg-solitaire');
    const names = el.game.layout().holes.map((h) => h.name);
    return names.some((_, h) => el.game.legalTargets(h).length > 0 && el.game.pegHint(h).landings.some((l) => l.good !== null));
  });
  assert.equal(marked, true);
  await hintsReady(page);
  await page.unroute('**/pkg-triangles/pegsol_bg.wasm');
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});
