// Accessibility measured with axe-core in the browser: the main page and the embed page, light
// and dark, with hints, the export box and the start picker showing. Zero violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { servedBrowser, newTab, hole, clickJump, hintsReady, settle, shot, withoutWorkers } from './harness.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const env = servedBrowser();

async function violations(page) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} nodes, e.g. ${v.nodes[0].target.join(' ')} — ${v.nodes[0].failureSummary.split('\n').slice(0, 2).join(' ')}`);
}

for (const scheme of ['light', 'dark']) {
  test(`main page, ${scheme}: no axe violations while playing, exporting and picking a start`, { timeout: 120_000 }, async () => {
    const page = await env.browser.page();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${env.server.url}/index.html#game=english:d4:complement:d2-d4,d5-d3,b4-d4`);
    await hintsReady(page);
    const game = page.locator('peg-solitaire');
    await hole(game, 'd3').hover();
    await game.locator('.export').click();
    await settle(page);
    assert.deepEqual(await violations(page), []);
    await game.locator('.pick-start').click();
    await settle(page);
    assert.deepEqual(await violations(page), []);
  });

  test(`embed page, ${scheme}: no axe violations`, { timeout: 120_000 }, async () => {
    const page = await env.browser.page();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${env.server.url}/embed-example.html`);
    await hintsReady(page, '#left');
    await hintsReady(page, '#right');
    await hole(page.locator('#left'), 'c3').hover();
    await settle(page);
    assert.deepEqual(await violations(page), []);
  });
}

test('a screen reader hears what each jump, undo, redo and reset did (a polite live region)', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await hintsReady(page);
  const el = page.locator('peg-solitaire');
  const said = async () => {
    await settle(page);
    return el.locator('.announce').textContent();
  };
  assert.equal(await el.locator('.announce').getAttribute('aria-live'), 'polite');
  // Played by keyboard: the board focused, the cursor onto d2, Enter, then onto d4, Enter.
  await el.locator('svg.board').focus();
  await page.keyboard.press('ArrowDown'); // the cursor appears on the start hole, d4
  const cursor = () => page.evaluate(() => document.querySelector('peg-solitaire').ui.cursor);
  const name = (i) => page.evaluate((h) => document.querySelector('peg-solitaire').view.layout.holes[h].name, i);
  for (let k = 0; k < 6 && (await name(await cursor())) !== 'd2'; k++) await page.keyboard.press('ArrowUp');
  assert.equal(await name(await cursor()), 'd2');
  await page.keyboard.press('Enter');
  for (let k = 0; k < 6 && (await name(await cursor())) !== 'd4'; k++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await said(), 'd2 to d4. 31 pegs left.');
  await page.keyboard.press('u');
  assert.equal(await said(), 'Undone: d2 to d4. 32 pegs left.');
  await page.keyboard.press('r');
  assert.equal(await said(), 'Redone: d2 to d4. 31 pegs left.');
  await el.locator('.reset').click();
  assert.equal(await said(), 'Back to the start. 32 pegs left.');
  // Another board: nothing is left of the game it replaced.
  await page.keyboard.press('r');
  await el.locator('.board-select').selectOption('triangle5');
  await hintsReady(page);
  assert.equal(await said(), '');
  // Off the screen: it takes no room.
  const box = await el.locator('.announce').boundingBox();
  assert.ok(box === null || (box.width <= 1 && box.height <= 1), JSON.stringify(box));
  assert.deepEqual(env.browser.errors, []);
});

test('a screen reader hears a picked peg\'s landings and their hints, as drawn', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.goto(`${env.server.url}/index.html#game=triangle5:a1:complement:a3-a1`);
  await hintsReady(page);
  const el = page.locator('peg-solitaire');
  const said = async () => {
    await settle(page);
    return el.locator('.announce').textContent();
  };
  await hole(el, 'c4').click();
  assert.equal(await said(), 'c4 picked, a bomb: every jump loses. Jumps to a2 (bad).');
  await page.keyboard.press('Escape');
  await hole(el, 'c5').click();
  assert.equal(await said(), 'c5 picked. Jumps to a3 (good).');
  // Hovering other pegs says nothing; with hints off the landings come without verdicts.
  await hole(el, 'c4').hover();
  assert.equal(await said(), 'c5 picked. Jumps to a3 (good).');
  await hole(el, 'c5').click(); // lets go
  await el.locator('.hints-box').uncheck();
  await hole(el, 'c4').click();
  assert.equal(await said(), 'c4 picked. Jumps to a2.');
  // By keyboard: the cursor down to row 5, then along it to c5; Enter.
  await page.keyboard.press('Escape');
  await el.locator('svg.board').focus();
  const cursor = () => page.evaluate(() => {
    const e = document.querySelector('peg-solitaire');
    return e.ui.cursor === null ? '' : e.view.layout.holes[e.ui.cursor].name;
  });
  await page.keyboard.press('ArrowDown');
  for (let k = 0; k < 5 && !(await cursor()).endsWith('5'); k++) await page.keyboard.press('ArrowDown');
  for (let k = 0; k < 5 && (await cursor()) !== 'c5'; k++) await page.keyboard.press((await cursor()) < 'c5' ? 'ArrowRight' : 'ArrowLeft');
  assert.equal(await cursor(), 'c5');
  await page.keyboard.press('Enter');
  assert.equal(await said(), 'c5 picked. Jumps to a3.');
  await el.locator('.hints-box').check(); // kept with the saved game, for the next tests
  assert.deepEqual(env.browser.errors, []);
});

test('a screen reader hears a jump that can go on with its landings, a peg let go, the same pick twice; Play again and Esc keep its place', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.goto(`${env.server.url}/index.html#game=triangle5:a1:complement:a3-a1,c3-a3,a1-c3,a4-a2,d4-b2,b5-b3,d5-b5,a5-c5`);
  await hintsReady(page);
  const el = page.locator('peg-solitaire');
  const said = async () => {
    await settle(page);
    return (await el.locator('.announce').textContent()).trimEnd();
  };
  const changes = () => page.evaluate(() => window.announced);
  await page.evaluate(() => {
    window.announced = 0;
    new MutationObserver(() => window.announced++).observe(document.querySelector('peg-solitaire').shadowRoot.querySelector('.announce'), { childList: true, characterData: true, subtree: true });
  });
  // The status region is written only when its words change: not on a pick or a let-go.
  await page.evaluate(() => {
    window.statusWrites = 0;
    new MutationObserver(() => window.statusWrites++).observe(document.querySelector('peg-solitaire').shadowRoot.querySelector('.status'), { childList: true, characterData: true, subtree: true });
  });
  await hole(el, 'c5').click();
  await hole(el, 'c5').click();
  await settle(page);
  assert.equal(await page.evaluate(() => window.statusWrites), 0);
  await clickJump(el, 'c5-c3');
  assert.match(await said(), /^c5 to c3\. 5 pegs left\. c3 can jump on(, a bomb: every jump loses)?\. Jumps to (\w+ \((good|bad)\)(, )?)+\.$/);
  await page.keyboard.press('Escape');
  assert.equal(await said(), 'Let go of c3.');
  // The same peg picked twice: the words are the same, but the region changes each time.
  await hole(el, 'c3').click();
  const first = await said();
  assert.match(first, /^c3 picked/);
  await hole(el, 'c3').click(); // lets go
  assert.equal(await said(), 'Let go of c3.');
  const before = await changes();
  await hole(el, 'c3').click();
  assert.equal(await said(), first);
  await hole(el, 'c3').click();
  await hole(el, 'c3').click();
  assert.equal(await said(), first);
  assert.ok((await changes()) >= before + 3, 'each pick and let-go changed the live region');
  // The win's star is for the eye only.
  assert.match(await page.evaluate(() => getComputedStyle(document.querySelector('peg-solitaire').shadowRoot.querySelector('.status'), '::before').content), /\/ ""$|^none$/);
  // Esc lets go of the picked peg, then closes Export; Play again, which goes with the win,
  // leaves the focus on the board.
  await el.locator('.export').click();
  await settle(page);
  assert.equal(await el.locator('.export-box').isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await said(), 'Let go of c3.');
  assert.equal(await el.locator('.export-box').isVisible(), true);
  await el.locator('.copy').focus(); // in the box: closing it must not drop the focus
  await page.keyboard.press('Escape');
  await settle(page);
  assert.equal(await el.locator('.export-box').isVisible(), false);
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').shadowRoot.activeElement?.classList.contains('board')), true, 'the focus left the closed box for the board');
  await page.goto(`${env.server.url}/index.html#game=triangle4:a1:anywhere:`);
  await hintsReady(page);
  await el.locator('.solve').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.state === 'won');
  await settle(page);
  assert.match(await page.evaluate(() => getComputedStyle(document.querySelector('peg-solitaire').shadowRoot.querySelector('.status'), '::before').content), /★/);
  await el.locator('.play-again').focus();
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').shadowRoot.activeElement?.classList.contains('board')), true);
  assert.deepEqual(env.browser.errors, []);
});

// The last move's rings and the keyboard cursor's stand out from the board: at least 3:1
// against the wood (WCAG 1.4.11), in both schemes, with more contrast asked for or not. (The
// light scheme's rings were pale yellow on tan, about 1.4:1.)
for (const scheme of ['light', 'dark']) {
  for (const contrast of ['no-preference', 'more']) {
    test(`contrast ${contrast}, ${scheme}: the last move's rings and the cursor stand out from the board`, { timeout: 120_000 }, async (t) => {
      const page = await newTab(t, env.browser.context);
      await page.emulateMedia({ colorScheme: scheme, contrast });
      await page.goto(`${env.server.url}/index.html#game=english:d4:complement:d2-d4`);
      await hintsReady(page);
      const game = page.locator('peg-solitaire');
      await game.locator('svg.board').focus();
      await page.keyboard.press('ArrowRight');
      await settle(page);
      const ratios = await game.evaluate((el) => {
        const rgb = (c) => c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
        const lum = ([r, g, b]) => [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        const wood = lum(rgb(getComputedStyle(el.shadowRoot.querySelector('.backdrop')).fill));
        const against = (selector, property) => {
          const colour = lum(rgb(getComputedStyle(el.shadowRoot.querySelector(selector))[property]));
          return (Math.max(colour, wood) + 0.05) / (Math.min(colour, wood) + 0.05);
        };
        return { from: against('.last-from .last', 'stroke'), to: against('.last-to .last', 'stroke'), cursor: against('.cursor .ring', 'stroke') };
      });
      for (const [ring, ratio] of Object.entries(ratios)) assert.ok(ratio >= 3, `${ring} ring against the board: ${ratio.toFixed(2)}:1`);
      await shot(page, `contrast-${contrast}-${scheme}`);
    });
  }
}

// Windows high contrast: the browser forces the text's colours but not the SVG's fills, so the
// board must take the system colours itself, or it keeps wood and pegs (and, on a dark theme,
// light coordinates on the forced light background, or dark ones on a dark one).
for (const scheme of ['light', 'dark']) {
  test(`forced colours, ${scheme}: the board, its pegs, holes, coordinates and marks in the system colours`, { timeout: 120_000 }, async (t) => {
    const page = await newTab(t, env.browser.context);
    await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active' });
    await page.goto(`${env.server.url}/index.html#game=triangle5:a1:complement:a3-a1`);
    await hintsReady(page);
    const game = page.locator('peg-solitaire');
    const paint = (selector, property) => game.locator(selector).first().evaluate((e, p) => getComputedStyle(e)[p], property);
    // The system colours themselves, as this browser resolves them.
    const [canvas, text] = await page.evaluate(() => ['Canvas', 'CanvasText'].map((c) => {
      const probe = document.createElement('i');
      probe.style.color = c;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }));
    assert.notEqual(canvas, text);
    assert.equal(await paint('.game', 'backgroundColor'), canvas);
    assert.equal(await paint('rect.backdrop, path.backdrop', 'fill'), canvas);
    assert.equal(await paint('.coord', 'fill'), text);
    assert.equal(await paint('.coord', 'opacity'), '1');
    assert.equal(await paint('.has-peg .peg', 'fill'), text);
    assert.equal(await paint('.empty .socket', 'fill'), canvas);
    assert.equal(await paint('.empty .socket', 'stroke'), text);
    // A bomb (c4) with its losing landing (a2), then a good landing (a3): each ring visible and
    // unlike the other, and the bomb a ball of the text's colour with its fuse.
    await hole(game, 'c4').hover();
    await settle(page);
    assert.equal(await hole(game, 'c4').getAttribute('data-hint'), 'bomb');
    assert.equal(await hole(game, 'a2').getAttribute('data-hint'), 'bad');
    assert.equal(await paint('[data-hint="bomb"] .body', 'fill'), text);
    assert.equal(await paint('[data-hint="bomb"] .fuse', 'stroke'), text);
    const bad = await paint('[data-hint="bad"] .mark', 'stroke');
    assert.notEqual(await paint('[data-hint="bomb"] .halo', 'stroke'), canvas);
    await shot(page, `forced-colours-${scheme}-bomb`);
    await hole(game, 'c5').hover();
    await settle(page);
    assert.equal(await hole(game, 'a3').getAttribute('data-hint'), 'good');
    const good = await paint('[data-hint="good"] .mark', 'stroke');
    assert.ok(![canvas, text, bad].includes(good) && bad !== canvas, `good ${good}, bad ${bad}, canvas ${canvas}`);
    assert.deepEqual(await violations(page), []);
    await shot(page, `forced-colours-${scheme}-good`);
    // The start picker's legend names shapes, not the colours it cannot show, and a start that
    // cannot win is crossed out in a colour unlike the peg under the cross.
    await game.locator('.pick-start').click();
    await settle(page);
    const legend = await game.locator('.status').textContent();
    assert.match(legend, /Solid ring: hints at once\..*Crossed out: cannot be solved/);
    assert.doesNotMatch(legend, /Green|Violet|Red/);
    assert.notEqual(await paint('.start-bad .bad-sign', 'stroke'), await paint('.start-bad .peg', 'fill'));
    await shot(page, `forced-colours-${scheme}-picker`);
  });
}

// A reader who sets a larger text size in their browser (WCAG 1.4.4): the game's text follows
// it, on the project's page and on a host page that sets its own root size, and a phone's
// screen still holds the game without scrolling sideways.
test('the game follows the text size set in the browser, whatever the host page sets', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 28 } });
  const sizes = () => page.locator('peg-solitaire').evaluate((el) => ({
    status: getComputedStyle(el.shadowRoot.querySelector('.status')).fontSize,
    button: getComputedStyle(el.shadowRoot.querySelector('.solve')).fontSize,
    sideways: document.documentElement.scrollWidth - innerWidth,
  }));
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await hintsReady(page);
  assert.deepEqual(await sizes(), { status: '28px', button: '28px', sideways: 0 });
  await shot(page, 'text-size-28-390');
  // On a laptop at 32 px the board keeps at least 45% of the screen's height (it shrank to
  // 192 px, 19 px holes): the page scrolls instead.
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await hintsReady(page);
  const board = await page.locator('peg-solitaire svg.board').boundingBox();
  assert.ok(board.height >= 0.45 * 800 - 1, `board ${board.width}×${board.height}`);
  await shot(page, 'text-size-32-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 28 } });
  // A host page with the "62.5 %" root of some sites: the game's text is still the reader's size.
  const url = `${env.server.url}/small-root.html`;
  await page.route(url, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><style>html { font-size: 62.5% }</style><script type="module" src="embed.js"></script><peg-solitaire board="triangle5"></peg-solitaire>`,
  }));
  await page.goto(url);
  await hintsReady(page);
  assert.deepEqual(await sizes(), { status: '28px', button: '28px', sideways: 0 });
  await cdp.detach();
});

test("a screen reader hears the note's new sentence only, not the hints sentence that stays beside it", { timeout: 120_000 }, async (t) => {
  // A review: every passing message in the note said again "Hints from 21 pegs: …" (one live
  // region for the message and the sentence that stays).
  const page = await newTab(t, env.browser.context);
  await withoutWorkers(page); // the page's own search, whose hints start from 21 pegs
  await page.goto(`${env.server.url}/index.html#game=french`);
  await hintsReady(page);
  const el = page.locator('peg-solitaire');
  const stuck = await page.evaluate(() => {
    const g = document.querySelector('peg-solitaire').game;
    const pegs = g.pegs();
    return g.layout().holes.find((h) => pegs[h.index] && g.legalTargets(h.index).length === 0).name;
  });
  assert.equal(await el.locator('.note').getAttribute('aria-live'), null, 'the note as shown is not read out whole');
  assert.equal(await el.locator('.note-said').getAttribute('aria-live'), 'polite');
  await settle(page);
  assert.match(await el.locator('.note-said').textContent(), /^Hints from 21 pegs/, 'said once, with the game');
  await hole(el, stuck).click();
  await settle(page);
  assert.match(await el.locator('.note').textContent(), new RegExp(`^The peg on ${stuck} has no jump now.* Hints from 21 pegs`));
  assert.match(await el.locator('.note-said').textContent(), new RegExp(`^The peg on ${stuck} has no jump now[^]*`));
  assert.doesNotMatch(await el.locator('.note-said').textContent(), /Hints from/);
  assert.deepEqual(env.browser.errors, []);
});
