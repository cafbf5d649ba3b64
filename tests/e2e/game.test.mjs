// The page as a player sees it, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, newTab, shot, hole, clickJump, firstJump, ready, hintsReady, settle, routeHostPage } from './harness.mjs';

// Durango Bill's 0..32 numbering of the English board, row by row (seed 001).
const NAMES = ['c1', 'd1', 'e1', 'c2', 'd2', 'e2', 'a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'a5', 'b5', 'c5', 'd5', 'e5', 'f5', 'g5', 'c6', 'd6', 'e6', 'c7', 'd7', 'e7'];
const SEED_001 = '4->16, 7->9, 0->8, 2->0, 9->7, 6->8, 10->2, 12->10, 15->3, 0->8, 13->15, 15->3, 17->5, 2->10, 19->17, 17->5, 27->15, 20->22, 22->8, 3->15, 15->17, 24->10, 5->17, 26->24, 23->25, 32->24, 17->29, 30->32, 32->24, 25->23, 28->16'
  .split(', ')
  .map((m) => m.split('->').map((n) => NAMES[Number(n)]).join('-'));

const env = servedBrowser();

const fresh = async (hash = '') => {
  const page = await env.browser.page();
  // A new document: going to the same page with another fragment would keep the last test's
  // element (and the games it put aside).
  await page.goto('about:blank');
  await page.goto(`${env.server.url}/index.html${hash}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${env.server.url}/index.html${hash}`);
  await hintsReady(page);
  return page;
};
const game = (page) => page.locator('peg-solitaire');
const statusText = (page) => game(page).locator('.status').textContent();

test('loads without errors and wins the central game by clicks (seed 001 solution)', async () => {
  const page = await fresh('#game=english:d4:complement:');
  assert.equal(await hole(game(page), 'd4').getAttribute('aria-label'), 'd4, empty');
  assert.equal(await hole(game(page), 'd2').getAttribute('aria-label'), 'd2, peg');
  for (const jump of SEED_001) await clickJump(game(page), jump);
  assert.match(await statusText(page), /Solved! One peg left on d4, in \d+ moves/);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 31 · Moves: \d+ · Pegs: 1/);
  await shot(page, 'central-game-won');
  assert.deepEqual(env.browser.errors, []);
});

test('a first-time player finds the rules and the meaning of every mark under How to play', async (t) => {
  const page = await fresh('#game=english:d4:complement:d2-d4');
  const howTo = game(page).locator('.how-to');
  assert.equal(await howTo.evaluate((d) => d.open), false, 'closed until asked for');
  await howTo.locator('summary').click();
  const text = await howTo.innerText();
  for (const words of [/jumped peg is removed/, /Leave one peg/, /tick marks a landing that can\s+still win/, /cross one that cannot/, /bomb/, /dashed ring marks where the last move started/]) assert.match(text, words);
  await shot(page, 'how-to-play');
  await howTo.locator('summary').click();
  // An element with no-controls (the board and its status only) has none.
  const bare = await newTab(t, env.browser.context);
  await bare.goto(`${env.server.url}/embed-example.html`);
  await bare.evaluate(() => document.querySelector('peg-solitaire').setAttribute('no-controls', ''));
  assert.equal(await bare.locator('peg-solitaire').first().locator('.how-to').isVisible(), false);
  // Not even the buttons that come with a result (Play again) or a failed download (Retry).
  const shown = await bare.evaluate(() => ['.result', '.hint-retry'].map((s) => {
    const node = document.querySelector('peg-solitaire').shadowRoot.querySelector(s);
    node.hidden = false;
    return getComputedStyle(node).display;
  }));
  assert.deepEqual(shown, ['none', 'none']);
  assert.deepEqual(env.browser.errors, []);
});

test('a last peg on the wrong hole: the status says where it stands', async () => {
  const line = 'd2-d4,b3-d3,c1-c3,e1-c1,d3-b3,a3-c3,e3-e1,g3-e3,c4-c2,c1-c3,a4-c4,c4-c2,e4-e2,e1-e3,g4-e4,e4-e2,c6-c4,a5-c5,c5-c3,c2-c4,c4-e4,e5-e3,e2-e4,g5-e5,d5-f5,e7-e5,e4-e6,c7-e7,e7-e5,f5-d5';
  const page = await fresh(`#game=english:d4:complement:${line}`);
  await clickJump(game(page), 'd5-d7');
  assert.equal(await statusText(page), 'The goal can no longer be reached: jump 31 (d5-d7) lost it. One peg left, on d7, not on d4.');
  assert.deepEqual(env.browser.errors, []);
});

test('hover hint: after d2-d4, d5-d3, b4-d4 the jump d3-d5 is bad (seed 000 Table 6)', async () => {
  const page = await fresh('#game=english:d4:complement:d2-d4,d5-d3,b4-d4');
  await hole(game(page), 'd3').hover();
  await settle(page);
  const d5 = hole(game(page), 'd5');
  assert.equal(await d5.getAttribute('data-hint'), 'bad');
  assert.match(await d5.getAttribute('aria-label'), /d5, empty, bad landing/);
  // Not by colour alone: a bad landing shows a cross, a good one a tick.
  assert.ok(await d5.locator('.bad-sign').isVisible());
  assert.ok(!(await d5.locator('.good-sign').isVisible()));
  await shot(page, 'hint-d3-d5-bad');
  // A peg with a good jump is not a bomb (pegs verdicts: e4-c4=good here).
  await hole(game(page), 'e4').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'c4').getAttribute('data-hint'), 'good');
  assert.ok(await hole(game(page), 'c4').locator('.good-sign').isVisible());
  assert.ok(!(await hole(game(page), 'c4').locator('.bad-sign').isVisible()));
  assert.equal(await hole(game(page), 'e4').getAttribute('data-hint'), null);
});

test('bomb: triangle5 with a2 vacant, the peg on c4 has only losing jumps (seed 000 §7.1)', async () => {
  const page = await fresh('#game=triangle5:a2:anywhere:');
  await hole(game(page), 'c4').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'c4').getAttribute('data-hint'), 'bomb');
  assert.match(await hole(game(page), 'c4').getAttribute('aria-label'), /bomb/);
  assert.equal(await hole(game(page), 'a2').getAttribute('data-hint'), 'bad');
  await shot(page, 'bomb-triangle5');
  await hole(game(page), 'a4').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'a2').getAttribute('data-hint'), 'good');
  // Hints switched off: no marks at all.
  await game(page).locator('.hints-box').uncheck();
  await hole(game(page), 'c4').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'c4').getAttribute('data-hint'), null);
  // Solve clicked in the same frame as Hints went off (a script can): it solves with the
  // hints, so it is off already, not played from the greyed button's old drawing.
  await game(page).locator('.hints-box').check();
  await settle(page);
  await game(page).evaluate((el) => {
    el.shadowRoot.querySelector('.hints-box').click();
    el.shadowRoot.querySelector('.solve').click();
  });
  await page.waitForTimeout(700); // a solution plays one jump per 450 ms
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0 /);
  assert.match(await game(page).locator('.note').textContent(), /turn Hints on/);
  await game(page).locator('.hints-box').check();
});

test('undo, redo, reload and a shared link restore the game; a malformed link gets a message', async (t) => {
  const page = await fresh('#game=english:d4:complement:');
  for (const j of ['d2-d4', 'd5-d3', 'b4-d4']) await clickJump(game(page), j);
  await game(page).locator('.undo').click();
  await settle(page);
  assert.equal(await hole(game(page), 'b4').getAttribute('aria-label'), 'b4, peg');
  await game(page).locator('.redo').click();
  await settle(page);
  assert.equal(await hole(game(page), 'b4').getAttribute('aria-label'), 'b4, empty');
  // Reload: from the URL.
  await page.reload();
  await hintsReady(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 3/);
  // The link reads as the game, without percent signs (':' and ',' may stand in a fragment).
  const link = page.url();
  assert.ok(link.endsWith('#game=english:d4:complement:d2-d4,d5-d3,b4-d4'), link);
  // Reload without the link: from local storage.
  await page.goto(`${env.server.url}/index.html`);
  await ready(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 3/);
  // The shared link in a new tab.
  const other = await newTab(t, env.browser.context);
  await other.goto(link);
  await ready(other);
  assert.equal(await hole(game(other), 'd3').getAttribute('aria-label'), 'd3, peg');
  assert.match(await game(other).locator('.counter').textContent(), /Jumps: 3/);
  await other.close();
  // A malformed link: the jumps before the mistake and a message, never a blank page.
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:d2-d4,zz-top`);
  await ready(page);
  assert.match(await game(page).locator('.note').textContent(), /restored up to jump 1: the next could not be played \('zz-top': no hole named 'zz' on this board\)/);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:d4:complement:d2-d4');
  // A link broken before its first jump opens its own start, not another game.
  await page.goto(`${env.server.url}/index.html#game=english:c4:anywhere:c4-e4`);
  await ready(page);
  assert.match(await game(page).locator('.note').textContent(), /first jump could not be played .*so it starts afresh/);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:c4:anywhere:');
  // A link whose board, start or goal is wrong still opens a fresh game, with the reason.
  await page.goto(`${env.server.url}/index.html#game=english:zz:complement:`);
  await ready(page);
  assert.equal(await game(page).locator('.note').textContent(), "This link's game could not be opened. No hole named 'zz' on this board, so this game starts at d4, finishing where it started.");
  // A finish that names no hole: the note says so, and that the link's jumps were dropped.
  await page.goto(`${env.server.url}/index.html#game=english:d4:finish-zz:d2-d4`);
  await ready(page);
  assert.match(await game(page).locator('.note').textContent(), /^This link's game could not be opened, so its jumps were not played\. .*finish-zz/);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0/);
  // A short link, only a board's name (and maybe a start): that board's game afresh, as asked,
  // so nothing failed; with no start or finish it is the board's usual game, without a word.
  await page.goto(`${env.server.url}/index.html#game=french`);
  await ready(page);
  assert.match(await game(page).evaluate((el) => el.game.state()), /^french:\w+:anywhere:$/);
  assert.doesNotMatch(await game(page).locator('.note').textContent(), /could not|cannot|parity|so this game/);
  await page.goto(`${env.server.url}/index.html#game=triangle5:c3`);
  await ready(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'triangle5:c3:complement:');
  assert.equal(await game(page).locator('.note').textContent(), '');
  // Typed by hand in any case, as board and hole names may be (play-test 26).
  await page.goto(`${env.server.url}/index.html#game=Triangle5:C3:Finish-B4:A1-C3`);
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.state() === 'triangle5:c3:finish-b4:a1-c3');
  await ready(page);
  assert.equal(await game(page).locator('.note').textContent(), '');
  assert.equal(await game(page).locator('.mode-select').inputValue(), 'finish-b4');
  // Naming no finish, a start that cannot win where it started takes a finish that can (b3
  // opened lost, "where you started"; play-test 13).
  await page.goto(`${env.server.url}/index.html#game=triangle5:b3`);
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.state() === 'triangle5:b3:anywhere:');
  await ready(page);
  assert.match(await game(page).locator('.status').textContent(), /^Start: b3 empty\. Goal: one peg left anywhere\./);
  await page.goto(`${env.server.url}/index.html#game=hexagon:a1:complement:`);
  await ready(page);
  assert.match(await game(page).locator('.note').textContent(), /^This link's game could not be opened: unknown board 'hexagon' .*\. Here is a fresh game\./);
  // The fresh game has its board's hints, as in a new tab (the link changed in the page).
  assert.equal(await game(page).evaluate((el) => el.game.layout().id), 'english');
  await hintsReady(page);
  await hole(game(page), 'b4').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'd4').getAttribute('data-hint'), 'good');
  // ... on the link's own board, where that board is known: French cannot start at d4 with
  // this goal, so the engine opens French where it can and says so.
  await page.goto(`${env.server.url}/index.html#game=french:d4:complement:d2-d4`);
  await ready(page);
  assert.equal(await game(page).evaluate((el) => el.game.layout().id), 'french');
  assert.match(await game(page).locator('.note').textContent(), /^This link's game could not be opened, so its jumps were not played\. A game started at d4 cannot end with its last peg on d4 .*, so this game starts at \w+, finishing anywhere\./);
  await shot(page, 'malformed-link');
  // None of these links, good or broken, took the place of the player's own saved game: it
  // comes back without a link. A link's game is stored once the player plays it.
  await page.goto(`${env.server.url}/index.html`);
  await ready(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:d4:complement:d2-d4,d5-d3,b4-d4');
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:d2-d4`);
  await ready(page);
  await clickJump(game(page), 'f3-d3');
  await page.goto(`${env.server.url}/index.html`);
  await ready(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:d4:complement:d2-d4,f3-d3');
});

test('another finish keeps the jumps and the undone ones still to redo', async () => {
  // A review: the finish menu reopened the game with its jumps only, and Redo was lost.
  const page = await fresh('#game=triangle5:a1:complement:');
  for (let k = 0; k < 3; k++) await clickJump(game(page), await firstJump(page));
  const [, , , played] = (await page.evaluate(() => document.querySelector('peg-solitaire').game.state())).split(':');
  for (let k = 0; k < 2; k++) await game(page).locator('.undo').click();
  await settle(page);
  await game(page).locator('.mode-select').selectOption('anywhere');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.mode() === 'anywhere');
  await hintsReady(page);
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').game.state()), `triangle5:a1:anywhere:${played.split(',')[0]}`);
  for (let k = 0; k < 2; k++) {
    await game(page).locator('.redo').click();
    await settle(page);
  }
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').game.state()), `triangle5:a1:anywhere:${played}`);
  assert.equal(await game(page).locator('.redo').isEnabled(), false);
  assert.deepEqual(env.browser.errors, []);
});

test('Redo outlives the move onto the data build, a reload, a board switch, and Back', async (t) => {
  const page = await newTab(t, env.browser.context);
  // The English data build comes late: the first jumps and undos are made on the core build.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/pkg/pegsol_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await ready(page);
  const state = () => game(page).evaluate((el) => el.game.state());
  const onState = (s) => page.waitForFunction((s) => document.querySelector('peg-solitaire').game?.state() === s, s, { timeout: 10_000 });
  const canRedo = async () => {
    await settle(page); // the buttons are drawn on the next frame
    return game(page).locator('.redo').isEnabled();
  };
  for (const j of ['d2-d4', 'f3-d3', 'e1-e3']) await clickJump(game(page), j);
  await game(page).locator('.undo').click();
  await game(page).locator('.undo').click();
  await onState('english:d4:complement:d2-d4');
  release();
  await hintsReady(page);
  assert.deepEqual([await state(), await canRedo()], ['english:d4:complement:d2-d4', true], 'on the data build');
  await page.unroute('**/pkg/pegsol_bg.wasm');
  await page.reload();
  await hintsReady(page);
  assert.deepEqual([await state(), await canRedo()], ['english:d4:complement:d2-d4', true], 'after a reload');
  await game(page).locator('.redo').click();
  await onState('english:d4:complement:d2-d4,f3-d3');
  await game(page).locator('.board-select').selectOption('triangle5');
  await onState('triangle5:a1:complement:');
  await game(page).locator('.board-select').selectOption('english');
  await onState('english:d4:complement:d2-d4,f3-d3');
  assert.ok(await canRedo(), 'after a board switch and back');
  await game(page).locator('.board-select').selectOption('triangle5');
  await onState('triangle5:a1:complement:');
  // Its history entry is written on the next frame: Back before that would leave the one before.
  await page.waitForFunction(() => location.hash === '#game=triangle5:a1:complement:');
  await page.goBack();
  await onState('english:d4:complement:d2-d4,f3-d3');
  await settle(page);
  assert.ok(await canRedo(), 'after Back');
  // The site hides the coordinates: the game is drawn anew, its redo list kept.
  await page.evaluate(() => document.querySelector('peg-solitaire').toggleAttribute('coordinates'));
  await page.waitForFunction(() => !document.querySelector('peg-solitaire').shadowRoot.querySelector('.coord'));
  await settle(page);
  assert.ok(await canRedo(), 'after the coordinates were hidden');
  await game(page).locator('.redo').click();
  await onState('english:d4:complement:d2-d4,f3-d3,e1-e3');
  assert.equal(await canRedo(), false, 'every jump redone');
  // A jump of the player's own ends the redo list, also for a reload.
  await game(page).locator('.undo').click();
  await onState('english:d4:complement:d2-d4,f3-d3');
  await clickJump(game(page), 'e5-e3');
  await page.reload();
  await hintsReady(page);
  assert.deepEqual([await state(), await canRedo()], ['english:d4:complement:d2-d4,f3-d3,e5-e3', false]);
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test('keyboard only: arrow keys and Enter play jumps', async () => {
  const page = await fresh('#game=english:d4:complement:');
  const svg = game(page).locator('svg.board');
  await svg.focus();
  // The cursor starts on the start hole, d4. Up twice to d2; pick; down twice to d4; drop.
  const press = async (...keys) => {
    for (const k of keys) await page.keyboard.press(k);
    await settle(page);
  };
  await press('ArrowUp', 'ArrowUp', 'Enter'); // d2 picked
  assert.match(await hole(game(page), 'd2').getAttribute('class'), /selected/);
  // On its way to the landing the cursor crosses d3, a peg: d2's landing stays marked.
  await press('ArrowDown');
  assert.equal(await hole(game(page), 'd4').getAttribute('data-hint'), 'good');
  await press('ArrowDown', 'Enter'); // dropped on d4
  assert.match(await hole(game(page), 'd4').getAttribute('aria-label'), /^d4, peg/);
  assert.equal(await hole(game(page), 'd2').getAttribute('aria-label'), 'd2, empty');
  // f3-d3: from d4 go up to d3, right twice to f3, pick, left twice, drop.
  await press('ArrowUp', 'ArrowRight', 'ArrowRight', 'Enter', 'ArrowLeft', 'ArrowLeft', 'Enter');
  assert.match(await hole(game(page), 'd3').getAttribute('aria-label'), /^d3, peg/);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 2 · Moves: 2/);
  await shot(page, 'keyboard');
});

test('multi-jump moves count as one move; export gives a1 notation', async () => {
  const page = await fresh('#game=triangle5:a1:complement:');
  for (const j of ['a3-a1', 'c5-a3', 'a5-c5', 'd5-b5', 'c3-c5', 'b5-d5']) await clickJump(game(page), j);
  // e5-c5 then c5-c3? Play the second half of seed 002's second solution as a multi-jump move.
  for (const j of ['e5-c5', 'a1-c3', 'd4-b2', 'a4-a2', 'b2-b4']) await clickJump(game(page), j);
  await hole(game(page), 'c5').click();
  await hole(game(page), 'a3').click();
  await hole(game(page), 'a1').click(); // the same peg goes on: one move c5-a3-a1
  await settle(page);
  assert.match(await statusText(page), /Solved!/);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 13 · Moves: 12/);
  await game(page).locator('.export').click();
  await settle(page);
  assert.match(await game(page).locator('.notation').textContent(), /c5-a3-a1$/);
});

test('choosing the start hole; solve from here plays a win', async () => {
  const page = await fresh('#game=triangle5:a1:complement:');
  await game(page).locator('.pick-start').click();
  await settle(page);
  assert.match(await hole(game(page), 'b3').getAttribute('aria-label'), /b3, start here: cannot be solved/);
  await shot(page, 'pick-start');
  await hole(game(page), 'c5').click();
  await hintsReady(page);
  assert.match(await statusText(page), /Start: c5 empty/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await game(page).locator('.solve').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.state === 'won');
  await settle(page);
  assert.match(await statusText(page), /^Solved! One peg left on \w+, in \d+ moves\. The solver played it all\.$/);
  await shot(page, 'solved-from-here');
  // Reset, then the same line played by hand: the win is the player's.
  const line = (await page.evaluate(() => document.querySelector('peg-solitaire').game.state())).split(':')[3].split(',');
  await game(page).locator('.reset').click();
  await settle(page);
  for (const jump of line) await clickJump(game(page), jump);
  assert.match(await statusText(page), /^Solved! One peg left on \w+, in \d+ moves\.$/);
});

test("the solver's jumps stay the solver's through Undo and Redo, a reload, a move of the element and a finish changed", async () => {
  // A review: undone back before Solve took over and redone, reloaded, or moved, a game the
  // solver played ended with solver: false, "won unaided" for a site's score.
  const page = await fresh('#game=triangle5:a1:complement:a3-a1');
  const solverFrom = / The solver played it from jump 2 on\.$/;
  const ends = () => page.evaluate(() => window.ends);
  await page.evaluate(() => {
    window.ends = [];
    document.addEventListener('end', (e) => window.ends.push(e.detail.solver));
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await game(page).locator('.solve').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.state === 'won');
  await settle(page);
  assert.match(await statusText(page), solverFrom);
  const won = await page.evaluate(() => document.querySelector('peg-solitaire').game.state());
  // Undone to the start, then redone.
  await game(page).locator('.reset').click();
  await settle(page);
  for (const redo = game(page).locator('.redo'); await redo.isEnabled(); await settle(page)) await redo.click();
  assert.match(await statusText(page), solverFrom);
  // Reloaded: the game comes back from the URL, the solver's jumps with it.
  await page.reload();
  await hintsReady(page);
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').game.state()), won);
  assert.match(await statusText(page), solverFrom);
  // Taken out of the page and put back; the coordinates hidden.
  await page.evaluate(() => {
    const el = document.querySelector('peg-solitaire');
    const parent = el.parentElement;
    el.remove();
    parent.append(el);
  });
  await hintsReady(page);
  await page.evaluate(() => document.querySelector('peg-solitaire').removeAttribute('coordinates'));
  await hintsReady(page);
  assert.match(await statusText(page), solverFrom);
  // Another finish for the same jumps.
  await game(page).locator('.mode-select').selectOption('anywhere');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.mode() === 'anywhere');
  await hintsReady(page);
  assert.match(await statusText(page), solverFrom);
  // Three jumps undone and one played by hand: the solver's jumps before it are still its own.
  for (let k = 0; k < 3; k++) await game(page).locator('.undo').click();
  await page.evaluate(() => {
    window.ends = [];
    document.addEventListener('end', (e) => window.ends.push(e.detail.solver));
  });
  for (let jump = await firstJump(page); jump; jump = await firstJump(page)) await clickJump(game(page), jump);
  assert.deepEqual(await ends(), [true]);
  assert.match(await statusText(page), / The solver played it from jump 2 on\.$|^The goal can no longer be reached/);
  // Undone back before its first jump and played by hand from there: the player's own.
  await game(page).locator('.reset').click();
  await clickJump(game(page), 'a3-a1');
  for (let jump = await firstJump(page); jump; jump = await firstJump(page)) await clickJump(game(page), jump);
  assert.deepEqual(await ends(), [true, false]);
  assert.deepEqual(env.browser.errors, []);
});

test('the host page hears each jump and the end of a game (jump and end events)', async () => {
  const page = await fresh('#game=triangle5:a1:complement:');
  await page.evaluate(() => {
    window.heard = [];
    for (const type of ['jump', 'end']) document.addEventListener(type, (e) => window.heard.push({ type, target: e.target.localName, ...e.detail }));
    // A site's listener that throws: reported, and the game goes on.
    document.querySelector('peg-solitaire').addEventListener('jump', () => { throw new Error('a listener of the site'); }, { once: true });
  });
  const heard = () => page.evaluate(() => window.heard.splice(0));
  await clickJump(game(page), 'a3-a1');
  assert.deepEqual(await heard(), [{ type: 'jump', target: 'peg-solitaire', from: 'a3', to: 'a1', pegs: 13, jumps: 1, moves: 1, by: 'player', game: 'triangle5:a1:complement:a3-a1' }]);
  // Solve from here: one event per jump the solver plays, then the win.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await game(page).locator('.solve').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.state === 'won');
  const solved = await heard();
  const line = (await page.evaluate(() => document.querySelector('peg-solitaire').game.state())).split(':')[3].split(',');
  assert.deepEqual(solved.slice(0, -1).map((e) => [e.type, `${e.from}-${e.to}`, e.by]), line.slice(1).map((j) => ['jump', j, 'solver']));
  assert.deepEqual(solved.at(-1), { type: 'end', target: 'peg-solitaire', won: true, pegs: 1, moves: solved.at(-2).moves, lastPeg: 'a1', solver: true, game: solved.at(-2).game });
  // Undo, redo and reset tell nothing; a game played to where no jump is left ends lost.
  await game(page).locator('.undo').click();
  await game(page).locator('.reset').click();
  for (let jump = await firstJump(page); jump; jump = await firstJump(page)) await clickJump(game(page), jump);
  const played = await heard();
  const end = played.pop();
  assert.ok(played.every((e) => e.type === 'jump' && e.by === 'player'));
  assert.deepEqual(end, { type: 'end', target: 'peg-solitaire', won: false, pegs: played.at(-1).pegs, moves: played.at(-1).moves, lastPeg: null, solver: false, game: played.at(-1).game });
  assert.ok(end.pegs > 1, JSON.stringify(end));
  assert.deepEqual(env.browser.errors.splice(0), ['pageerror: a listener of the site']);
});

test('one ready event per game: not again when its data arrives, and once for attributes a script sets together', async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.addInitScript(() => {
    window.readies = 0;
    // What a listener reads of the game at its ready: the board and the status are this game's.
    window.seen = [];
    document.addEventListener('ready', (e) => {
      window.readies++;
      const root = e.target.shadowRoot;
      const holes = [...root.querySelectorAll('.hole')];
      // Styled too: the loading words gone, the board its drawn size (a listener may measure).
      const styled = getComputedStyle(root.querySelector('.placeholder')).display === 'none' && root.querySelector('svg.board').getBoundingClientRect().height > 50;
      window.seen.push({ state: e.target.game.state(), holes: holes.length, labelled: holes.every((h) => h.getAttribute('aria-label')), status: root.querySelector('.status').textContent.slice(0, 15), styled });
    });
  });
  // The English game opens on the engine alone, then moves onto the build with its data.
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await hintsReady(page);
  await settle(page);
  assert.equal(await page.evaluate(() => window.readies), 1);
  await page.evaluate(() => {
    const el = document.querySelector('peg-solitaire');
    el.setAttribute('board', 'triangle5');
    el.setAttribute('start', 'c3');
    el.setAttribute('mode', 'anywhere');
  });
  await page.waitForFunction(() => window.readies === 2 && document.querySelector('peg-solitaire').game.state().startsWith('triangle5:c3:anywhere'));
  await hintsReady(page);
  await settle(page);
  assert.equal(await page.evaluate(() => window.readies), 2);
  // Each ready came with its own game drawn (the status was the game before's, the holes had
  // no labels yet).
  assert.deepEqual(await page.evaluate(() => window.seen), [
    { state: 'english:d4:complement:', holes: 33, labelled: true, status: 'Start: d4 empty', styled: true },
    { state: 'triangle5:c3:anywhere:', holes: 15, labelled: true, status: 'Start: c3 empty', styled: true },
  ]);
  // An element a script makes, puts in the page and then gives its attributes, in one go:
  // one game, the one asked for. Taken out, given another start and put back: one game again.
  // Its stylesheet comes late (each time: one put back loads it again), and ready waits for it.
  await page.route('**/peg-solitaire.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.evaluate(() => {
    window.seen = [];
    const el = document.createElement('peg-solitaire');
    el.id = 'made';
    document.body.append(el);
    el.setAttribute('board', 'trunc12');
    el.setAttribute('start', 'b3');
    el.setAttribute('mode', 'anywhere');
  });
  await page.waitForFunction(() => window.readies === 3);
  await hintsReady(page, '#made');
  await page.evaluate(() => {
    const el = document.querySelector('#made');
    el.remove();
    el.setAttribute('start', 'c3');
    document.body.append(el);
  });
  await page.waitForFunction(() => window.readies === 4);
  await hintsReady(page, '#made');
  await settle(page);
  assert.deepEqual(await page.evaluate(() => window.seen), [
    { state: 'trunc12:b3:anywhere:', holes: 12, labelled: true, status: 'Start: b3 empty', styled: true },
    { state: 'trunc12:c3:anywhere:', holes: 12, labelled: true, status: 'Start: c3 empty', styled: true },
  ]);
  await page.evaluate(() => document.querySelector('#made').remove());
  // Coordinates shown or hidden: the same game, drawn anew, with no ready.
  await page.evaluate(() => document.querySelector('peg-solitaire').toggleAttribute('coordinates'));
  await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelectorAll('.coord').length === 0 !== document.querySelector('peg-solitaire').hasAttribute('coordinates'));
  await hintsReady(page);
  assert.equal(await page.evaluate(() => window.readies), 4);
  assert.deepEqual(env.browser.errors, []);
});

test('finish at a chosen hole (computed on the spot on a small board)', async () => {
  const page = await fresh('#game=triangle5:a1:complement:');
  await game(page).locator('.mode-select').selectOption('finish-c5');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game.mode() === 'finish-c5');
  await hintsReady(page);
  assert.match(await statusText(page), /Start: a1 empty. Goal: one peg left on c5/);
  await game(page).locator('.solve').click();
  await page.waitForFunction(() => /Solved! One peg left on c5, .* The solver played it all/.test(document.querySelector('peg-solitaire').shadowRoot.querySelector('.status').textContent));
  assert.equal(await hole(game(page), 'c5').getAttribute('aria-label'), 'c5, peg');
});

test('a game in progress is kept when the player switches board, and comes back as it was', async () => {
  const page = await fresh('#game=english:d4:complement:');
  const onBoard = (id) => page.waitForFunction((id) => document.querySelector('peg-solitaire').game?.layout().id === id, id);
  const note = () => game(page).locator('.note').textContent();
  for (const j of ['d2-d4', 'f3-d3']) await clickJump(game(page), j);
  await game(page).locator('.board-select').selectOption('triangle5');
  await onBoard('triangle5');
  await settle(page);
  assert.match(await note(), /Your game on English cross \(33 holes\) is kept while this page is open: choose that board again to go on with it\./);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0/);
  await clickJump(game(page), 'a3-a1');
  await game(page).locator('.board-select').selectOption('english');
  await onBoard('english');
  await settle(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:d4:complement:d2-d4,f3-d3');
  assert.match(await note(), /^Here is your game on this board, as you left it\. Reset starts it afresh\. Your game on Triangle \(15 holes\) is kept/);
  await shot(page, 'board-switch-back');
  // The triangle's game was put on the shelf in turn.
  await game(page).locator('.board-select').selectOption('triangle5');
  await onBoard('triangle5');
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'triangle5:a1:complement:a3-a1');
  assert.deepEqual(env.browser.errors, []);
});

test('finishing anywhere: where the last peg can still end is listed, or said to be too big to tell, never left out', async () => {
  const page = await fresh('#game=english:d4:anywhere:');
  const finishes = () => game(page).locator('.finishes').textContent();
  // Early in the English game the search for them is too big: the line says so (it came and
  // went from one jump to the next, moving what is below it).
  assert.equal(await finishes(), 'One-peg finishes still possible: too many ways on from here to tell.');
  for (const jump of SEED_001.slice(0, 16)) await clickJump(game(page), jump);
  await settle(page);
  assert.match(await finishes(), /^One-peg finishes still possible at: [a-g]\d(, [a-g]\d)*\.$/);
  // A live search lists none, and says nothing of them.
  const french = await fresh('#game=french:d3:anywhere:');
  assert.equal(await game(french).locator('.finishes').textContent(), '');
  assert.deepEqual(env.browser.errors, []);
});

test('a link typed while the page is still loading its game is opened, not written over', async (t) => {
  // A play-tester's sequence: a saved English game, the bare page, then at once a short link.
  // The English game's first save wrote over the new link before its hashchange came (the URL
  // had held no game when the element took it over, which the guard took for "unknown").
  const page = await newTab(t, env.browser.context);
  await page.goto(`${env.server.url}/#game=bogus`);
  await ready(page);
  await page.evaluate(() => localStorage.setItem('pegsol.game.v1 /', 'english:d4:complement:'));
  await page.goto(`${env.server.url}/`);
  await page.goto(`${env.server.url}/#game=french`);
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.layout().id === 'french', null, { timeout: 10_000 });
  await ready(page);
  assert.equal(await page.evaluate(() => location.hash), '#game=french:d3:anywhere:');
  // The race above is lost only now and then; the guard itself, every time: an element that
  // took over a URL with no game does not save over a game that appeared in it since.
  await page.route(`${env.server.url}/blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' }));
  await page.goto(`${env.server.url}/blank.html`);
  const hash = await page.evaluate(async () => {
    const persist = await import('/persist.js');
    const element = document.body.appendChild(document.createElement('div'));
    persist.ownsUrl(element);
    history.replaceState(null, '', '#game=french'); // typed while the element's game loads
    persist.saveState('english:d4:complement:');
    return location.hash;
  });
  assert.equal(hash, '#game=french');
  assert.deepEqual(env.browser.errors, []);
});

test('Back and Forward go between the games the player chose; jumps add no history entries', async (t) => {
  // A tab of its own: Chromium stops counting history entries at 50, which the shared tab's
  // earlier tests may have reached.
  const page = await newTab(t, env.browser.context);
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await hintsReady(page);
  const state = () => game(page).evaluate((el) => el.game.state());
  const onState = (s) => page.waitForFunction((s) => document.querySelector('peg-solitaire').game?.state() === s, s, { timeout: 10_000 }).catch(async (e) => assert.fail(`waited for ${s}, saw ${await state()}: ${e.message}`));
  const entries = () => page.evaluate(() => history.length);
  const before = await entries();
  // The host page's own state for its entry (a router keeps its own there) outlives the jumps.
  await page.evaluate(() => history.replaceState({ route: 'play' }, '', location.href));
  for (const j of ['d2-d4', 'f3-d3']) await clickJump(game(page), j);
  assert.equal(await entries(), before, 'a jump rewrites the entry');
  assert.deepEqual(await page.evaluate(() => [history.state, location.hash]), [{ route: 'play' }, '#game=english:d4:complement:d2-d4,f3-d3']);
  await game(page).locator('.board-select').selectOption('triangle5');
  await onState('triangle5:a1:complement:');
  await settle(page);
  await clickJump(game(page), 'a3-a1');
  assert.equal(await entries(), before + 1, 'another board: one more entry');
  // Another finish is another game too.
  await game(page).locator('.mode-select').selectOption('anywhere');
  await onState('triangle5:a1:anywhere:a3-a1');
  await settle(page);
  assert.equal(await entries(), before + 2);
  await page.goBack();
  await onState('triangle5:a1:complement:a3-a1');
  await page.goBack();
  await onState('english:d4:complement:d2-d4,f3-d3');
  await settle(page);
  assert.equal(await game(page).locator('.board-select').inputValue(), 'english');
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 2 .*Pegs: 30/);
  // The triangle's game Back left is put aside, and the note says so, as the board menu's does.
  assert.match(await game(page).locator('.note').textContent(), /Your game on Triangle \(15 holes\) is kept while this page is open/);
  await page.goForward();
  await onState('triangle5:a1:complement:a3-a1');
  // Playing on after Forward: the entry follows the jumps.
  await clickJump(game(page), 'c3-a3');
  assert.ok(page.url().endsWith('#game=triangle5:a1:complement:a3-a1,c3-a3'), page.url());
  // The English game Forward left is on the board menu's shelf, as after a switch by the menu.
  await game(page).locator('.board-select').selectOption('english');
  await onState('english:d4:complement:d2-d4,f3-d3');
  await page.waitForFunction(() => location.hash.startsWith('#game=english:')); // saved on the next frame
  await page.reload();
  await hintsReady(page);
  assert.equal(await state(), 'english:d4:complement:d2-d4,f3-d3');
  // A save queued before Back (the next frame's) does not write over the entry Back went to:
  // the URL changing under the page (as Back does, before its hashchange) is left for that.
  const kept = await page.evaluate(async () => {
    const persist = await import('./persist.js');
    history.replaceState(null, '', '#game=triangle5:a1:complement:a3-a1');
    persist.saveState('english:d4:complement:d2-d4,f3-d3,e1-e3', { store: false });
    return location.hash;
  });
  assert.equal(kept, '#game=triangle5:a1:complement:a3-a1');
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test('a link typed with capitals (#game=French:…) puts the game on another board aside, as the menu does', async () => {
  const page = await fresh('#game=english:d4:complement:d2-d4');
  const state = () => page.evaluate(() => document.querySelector('peg-solitaire').game?.state());
  await page.evaluate(() => (location.hash = '#game=French:d3:Anywhere:'));
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.state().startsWith('french:'), null, { timeout: 10_000 });
  await settle(page);
  assert.equal(await game(page).locator('.board-select').inputValue(), 'french');
  assert.match(await game(page).locator('.note').textContent(), /Your game on English cross \(33 holes\) is kept while this page is open/);
  await game(page).locator('.board-select').selectOption('english');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.state().startsWith('english:'), null, { timeout: 10_000 });
  assert.equal(await state(), 'english:d4:complement:d2-d4', 'the English game came back as it was');
});

test('a browser without ElementInternals (Safari before 16.4) still plays', async (t) => {
  const page = await newTab(t, (await env.browser.page()).context());
  await page.addInitScript(() => {
    delete HTMLElement.prototype.attachInternals;
  });
  await page.goto(`${env.server.url}/index.html#game=triangle5:a1:complement:`);
  await hintsReady(page);
  await clickJump(game(page), 'a3-a1');
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1 /);
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test('a lost game says since which jump; a stuck game says no jump is left', async () => {
  const page = await fresh('#game=english:d4:complement:d2-d4,d5-d3,b4-d4,d3-d5');
  assert.match(await statusText(page), /The goal can no longer be reached: jump 4 \(d3-d5\) lost it/);
  await shot(page, 'lost');
  // A losing jump whose peg could jump on: the note does not invite the player to go on.
  const { state, jump } = await page.evaluate(() => {
    const el = document.querySelector('peg-solitaire');
    const g = el.engine.Game.fromState('english:d4:complement:');
    const n = g.layout().holes.length;
    try {
      for (let step = 0; step < 25; step++) {
        let good = null;
        for (let from = 0; from < n; from++) {
          for (const to of g.legalTargets(from)) {
            const lost = g.problemIsSolvable(from, to) === false;
            if (lost) {
              const copy = el.engine.Game.fromState(g.state());
              copy.jump(from, to);
              const onward = copy.legalTargets(to).length > 0;
              copy.free();
              if (onward) return { state: g.state(), jump: `${g.holeName(from)}-${g.holeName(to)}` };
            } else good ??= [from, to];
          }
        }
        g.jump(...good);
      }
      return {};
    } finally {
      g.free();
    }
  });
  assert.ok(jump, 'a losing jump that can go on');
  await page.goto(`${env.server.url}/index.html#game=${state}`);
  await hintsReady(page);
  await clickJump(game(page), jump);
  assert.match(await statusText(page), /The goal can no longer be reached: jump \d+ \(\w+-\w+\) lost it/);
  assert.doesNotMatch(await game(page).locator('.note').textContent(), /can jump on/);
});

test('the embed page: two independent games', async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await hintsReady(page, '#left');
  await hintsReady(page, '#right');
  const left = page.locator('#left');
  const right = page.locator('#right');
  await clickJump(left, 'a3-a1');
  assert.match(await left.locator('.counter').textContent(), /Jumps: 1/);
  assert.match(await right.locator('.counter').textContent(), /Jumps: 0/);
  await hole(right, 'b5').hover();
  await settle(page);
  await shot(page, 'embed-two');
  assert.deepEqual(env.browser.errors, []);
});

test('sync-url: the host page\'s anchor stays until the game changes; a second sync-url game plays without it', async () => {
  const page = await env.browser.page();
  // A page of the site's own with two games asking for sync-url.
  const url = await routeHostPage(page, `${env.server.url}/two-synced.html`, `
      <p id="contact">Contact</p>
      <peg-solitaire id="first" board="english" hints sync-url></peg-solitaire>
      <peg-solitaire id="second" board="triangle5" hints sync-url></peg-solitaire>`);
  // No saved game (cleared before the page's own scripts run, once: not on the reload below).
  await page.addInitScript(() => {
    if (location.pathname.endsWith('/two-synced.html') && !sessionStorage.getItem('twoSyncedCleared')) {
      sessionStorage.setItem('twoSyncedCleared', '1');
      localStorage.clear();
    }
  });
  await page.goto(`${url}#contact`);
  await hintsReady(page, '#first');
  await hintsReady(page, '#second');
  assert.ok(page.url().endsWith('#contact'), `opening the games left the page's anchor: ${page.url()}`);
  const first = page.locator('#first');
  const second = page.locator('#second');
  await clickJump(first, 'd2-d4');
  assert.ok(page.url().endsWith('#game=english:d4:complement:d2-d4'), page.url());
  await clickJump(second, 'a3-a1');
  assert.ok(page.url().endsWith('#game=english:d4:complement:d2-d4'), `the second game took the URL: ${page.url()}`);
  // A reload brings the first game back as it was; the second opens afresh.
  await page.reload();
  await hintsReady(page, '#first');
  await hintsReady(page, '#second');
  assert.match(await first.locator('.counter').textContent(), /Jumps: 1 .*Pegs: 31/);
  assert.match(await second.locator('.counter').textContent(), /Jumps: 0 .*Pegs: 14/);
  // The console tells the website owner why (once per page load).
  const warnings = env.browser.errors.filter((e) => e.includes('only one game per page'));
  assert.equal(warnings.length, 2, env.browser.errors.join('\n'));
  env.browser.errors.splice(0, env.browser.errors.length, ...env.browser.errors.filter((e) => !warnings.includes(e)));
  assert.deepEqual(env.browser.errors, []);
  // The first game leaves the page: the second keeps its game in the URL from its next jump,
  // and follows the URL when it changes (a link typed, Back).
  await page.evaluate(() => document.querySelector('#first').remove());
  // Until then it does not follow the URL: a change to it (Back to one of the first game's
  // entries) would throw away its own game, which is in no entry.
  await page.evaluate(() => (location.hash = '#game=english:d4:complement:d2-d4,f3-d3'));
  await page.waitForTimeout(300);
  assert.equal(await second.evaluate((el) => el.game.state()), 'triangle5:a1:complement:');
  await clickJump(second, 'a3-a1');
  await page.waitForFunction(() => location.hash === '#game=triangle5:a1:complement:a3-a1');
  await page.evaluate(() => (location.hash = '#game=triangle5:a1:complement:a3-a1,c3-a3'));
  await page.waitForFunction(() => document.querySelector('#second').game?.state() === 'triangle5:a1:complement:a3-a1,c3-a3', null, { timeout: 10_000 });
  assert.deepEqual(env.browser.errors, []);
  await page.unroute(url);
});

test('each page of a site keeps its own saved game: a French page does not open the English page\'s game', async (t) => {
  // A play-tester's site: the English game on its front page, the French on an article. Local
  // storage is the whole site's; one key for both made the article open the English game.
  const page = await newTab(t, env.browser.context);
  const article = `${env.server.url}/articles/french.html`;
  await page.route(article, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><link rel="icon" href="data:,"><script type="module" src="../embed.js"></script>
      <peg-solitaire board="french" hints sync-url></peg-solitaire>`,
  }));
  await page.goto(`${env.server.url}/index.html#game=bogus`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${env.server.url}/`);
  await hintsReady(page);
  await clickJump(game(page), 'd2-d4');
  await page.goto(article);
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.game.layout().id), 'french');
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0 .*Pegs: 36/);
  await clickJump(game(page), 'd1-d3');
  // Each page's reload brings its own game back ("/" and "/index.html" are one page).
  await page.goto(`${env.server.url}/index.html`);
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:d4:complement:d2-d4');
  await page.goto(article);
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'french:d3:anywhere:d1-d3');
  // A game an earlier version saved site-wide goes to the page on its board, and only there.
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('pegsol.game.v1', 'english:d4:complement:d2-d4,f3-d3');
  });
  await page.goto('about:blank');
  await page.goto(article);
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'french:d3:anywhere:');
  await page.goto(`${env.server.url}/`);
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'english:d4:complement:d2-d4,f3-d3');
  assert.equal(await page.evaluate(() => localStorage.getItem('pegsol.game.v1')), null, 'moved to the page\'s own key');
  assert.deepEqual(env.browser.errors, []);
});

test('keyboard on a triangle: Up and Down follow the slanting line (Down then Up comes back), Left and Right keep to the row', async () => {
  const page = await fresh('#game=triangle5:a1:complement:');
  await game(page).locator('svg.board').focus();
  const visited = [];
  const cursorName = () => page.evaluate(() => {
    const el = document.querySelector('peg-solitaire');
    return el.view.layout.holes[el.ui.cursor].name;
  });
  const keys = ['Down', 'Down', 'Down', 'Down', 'Down', 'Right', 'Right', 'Up', 'Down', 'Up', 'Right', 'Right', 'Up', 'Left', 'Left', 'Left'];
  for (const key of keys) {
    await page.keyboard.press(`Arrow${key}`);
    visited.push(await cursorName());
  }
  // From the start hole, a1, one row at a time along line a (nothing below a5), then along the
  // bottom row; Up from c5 keeps to line c and Down comes back to c5 (Up took b4 before, so
  // Down then Up went elsewhere). Right stops at the row's end, d4, rather than wrapping to
  // the next row; Up from d4 (no d3) takes c3; Left stops at a3.
  assert.deepEqual(visited, ['a2', 'a3', 'a4', 'a5', 'a5', 'b5', 'c5', 'c4', 'c5', 'c4', 'd4', 'd4', 'c3', 'b3', 'a3', 'a3']);
  assert.deepEqual(env.browser.errors, []);
});

test('an element naming only its board: a broken link still gets the reason, a short link none', async (t) => {
  const page = await newTab(t, env.browser.context);
  const url = await routeHostPage(page, `${env.server.url}/board-only.html`, `
      <peg-solitaire board="english" hints sync-url></peg-solitaire>`);
  await page.goto(`${url}#game=english:zz:complement:`);
  await ready(page);
  assert.match(await game(page).locator('.note').textContent(), /^This link's game could not be opened\. No hole named 'zz' on this board, so this game starts at d4/);
  await page.goto(`${url}#game=french`);
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.layout().id === 'french');
  await ready(page);
  assert.doesNotMatch(await game(page).locator('.note').textContent(), /could not|cannot|parity|so this game/);
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test('elements naming no board play the start and finish they name on the default board (the 15-hole triangle); coordinates="false" shows none', async (t) => {
  const page = await newTab(t, env.browser.context);
  const url = await routeHostPage(page, `${env.server.url}/no-board.html`, `
      <peg-solitaire id="finish" mode="anywhere" hints></peg-solitaire>
      <peg-solitaire id="start" start="c3" hints></peg-solitaire>
      <peg-solitaire id="none" hints></peg-solitaire>
      <peg-solitaire id="plain" board="english" coordinates="false"></peg-solitaire>`);
  await page.goto(url);
  const stateOf = (id) => page.evaluate((id) => document.getElementById(id).game?.state(), id);
  await page.waitForFunction(() => [...document.querySelectorAll('peg-solitaire')].every((el) => el.game && !el.busy));
  assert.equal(await stateOf('finish'), 'triangle5:a1:anywhere:');
  assert.equal(await stateOf('start'), 'triangle5:c3:complement:');
  assert.equal(await stateOf('none'), 'triangle5:a1:complement:');
  assert.equal(await page.locator('#finish').locator('.mode-select').inputValue(), 'anywhere');
  assert.equal(await page.locator('#start').locator('.board-select').inputValue(), 'triangle5');
  // Taken away at run time, the board attribute leaves the same: the start asked for, there.
  await page.evaluate(() => {
    const el = document.getElementById('start');
    el.setAttribute('board', 'english');
    el.setAttribute('start', 'c4');
  });
  await page.waitForFunction(() => document.getElementById('start').game?.state() === 'english:c4:complement:');
  await page.evaluate(() => {
    const el = document.getElementById('start');
    el.removeAttribute('board');
    el.setAttribute('start', 'c3');
  });
  await page.waitForFunction(() => document.getElementById('start').game?.state() === 'triangle5:c3:complement:');
  // coordinates="false" reads as hints="false" does: none (it drew them all).
  const coordinates = () => page.locator('#plain').locator('.coord').count();
  assert.equal(await coordinates(), 0);
  await page.evaluate(() => document.getElementById('plain').setAttribute('coordinates', ''));
  await page.waitForFunction(() => document.getElementById('plain').shadowRoot.querySelectorAll('.coord').length > 0);
  assert.equal(await coordinates(), 14);
  await page.close();
  assert.deepEqual(env.browser.errors, []);
});

test("the player's Hints box is kept with their game (sync-url) over the page's default", async () => {
  const page = await fresh('#game=triangle5:a1:complement:');
  const box = game(page).locator('.hints-box');
  assert.equal(await box.isChecked(), true, "the page's default (the hints attribute)");
  await box.uncheck();
  await page.reload();
  await ready(page);
  assert.equal(await box.isChecked(), false, 'unticked by the player: still unticked after a reload');
  await hole(game(page), 'a3').hover();
  await settle(page);
  assert.equal(await hole(game(page), 'a1').getAttribute('data-hint'), null, 'and no marks');
  await box.check();
  await page.reload();
  await ready(page);
  assert.equal(await box.isChecked(), true);
  assert.deepEqual(env.browser.errors, []);
});
