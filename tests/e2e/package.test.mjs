// The package a website owner installs: `npm pack` in www/ (as the README says), installed into
// a fresh static site with npm, and the game played there from one script tag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedBrowser, shot, hole, clickJump, ready, hintsReady } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'pegsol-site-'));
const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
const tarball = npm(['pack', '--pack-destination', site], path.join(root, 'www')).trim().split('\n').pop();
fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'some-site', private: true }));
npm(['install', `./${tarball}`], site);
const installed = path.join(site, 'node_modules/pegsol-game');
fs.writeFileSync(path.join(site, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A site with a game</title><link rel="icon" href="data:,">
<script type="module" src="node_modules/pegsol-game/embed.js"></script></head>
<body><h1>Our puzzle corner</h1>
<peg-solitaire id="cross" board="english" start="d4" mode="complement" hints></peg-solitaire>
<peg-solitaire id="triangle" board="triangle5" start="a1" mode="complement" hints></peg-solitaire>
</body></html>`);

const env = servedBrowser({ dir: site });

test('the package holds the element, the three engine builds with their types, and the hint files', () => {
  for (const file of ['embed.js', 'peg-solitaire.css', 'pkg-core/pegsol.d.ts', 'pkg-triangles/pegsol_bg.wasm', 'pkg/pegsol.js', 'pkg/data/english.type-c2.hints']) {
    assert.ok(fs.existsSync(path.join(installed, file)), `${file} is installed`);
  }
  const types = fs.readFileSync(path.join(installed, 'pkg/pegsol.d.ts'), 'utf8');
  assert.match(types, /problem_is_solvable|problemIsSolvable/, 'the TypeScript declarations name the hint call');
  assert.deepEqual(fs.readdirSync(installed).filter((f) => f.endsWith('.gz')), [], 'no gzip copies');
});

test('an installed copy plays with hints on a static site', async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/index.html`);
  const cross = page.locator('#cross');
  await ready(page, '#cross');
  await hintsReady(page, '#cross');
  await clickJump(cross, 'd2-d4');
  await hole(cross, 'd5').hover();
  assert.equal(await hole(cross, 'd3').getAttribute('data-hint'), 'good');
  await ready(page, '#triangle');
  await clickJump(page.locator('#triangle'), 'c3-a1');
  await shot(page, 'package-site');
  assert.deepEqual(env.browser.errors, []);
  const foreign = env.browser.requests.filter((u) => !u.startsWith(env.server.url) && !u.startsWith('data:'));
  assert.deepEqual(foreign, []);
});

process.on('exit', () => fs.rmSync(site, { recursive: true, force: true }));
