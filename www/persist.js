// @ts-check
// Where a game is kept between visits: the page URL (#game=STATE, a link to share) and local
// storage (a reload without the link). Only for an element with `sync-url`: one game per page.

// One saved game per page of the site: a site with the French game on one page and the English
// on another must not open one page's game on the other (local storage is the whole origin's).
// `/` and `/index.html` are one page.
const thisPage = () => location.pathname.replace(/\/index\.html?$/, '/');
const storageKey = () => `pegsol.game.v1 ${thisPage()}`;
// Where every page of a site kept its one game before; read once (see storedState).
const SITE_WIDE_KEY = 'pegsol.game.v1';
const HINTS_KEY = 'pegsol.hints.v1'; // the player's Hints box: 'on' or 'off'

let urlOwner = null; // the one element whose game the URL and storage keep
// The game this page last wrote into the URL, or read from it (followed): a different one there
// means the URL changed under us (Back, Forward, a typed link) and its hashchange is on its way.
let urlGameKnown = null;
const toldNotSynced = new WeakSet(); // the other elements asking, each warned once

/**
 * Whether `element` keeps its game in the URL: the first connected element that asks does.
 * Two games in one URL and one storage key would overwrite each other, so any other element
 * with `sync-url` plays without it, and the page's console says why (once per element).
 */
export function ownsUrl(element) {
  if (urlOwner === null || !urlOwner.isConnected) {
    urlOwner = element;
    // What the URL holds now is the new owner's to write over: it did not follow the changes
    // made while it did not own the URL, so none of them is on its way to it.
    urlGameKnown = stateInUrl();
  }
  if (urlOwner !== element && !toldNotSynced.has(element)) {
    toldNotSynced.add(element);
    console.warn('<peg-solitaire sync-url>: only one game per page can keep its game in the URL; this one plays without sync-url.');
  }
  return urlOwner === element;
}

/** Whether `element` keeps its game in the URL now (asks, unlike ownsUrl, which may claim it). */
export function isUrlOwner(element) {
  return urlOwner === element && element.isConnected;
}

/** Whether the URL holds a fragment of the host page's own (an anchor), not a game. */
export function hostFragment() {
  return location.hash.length > 1 && stateInUrl() === null;
}

/** The URL's game is being opened (a link, Back, Forward): saving may write over it again. */
export function followedUrl() {
  urlGameKnown = stateInUrl();
}

/** The game state in the URL, or null. */
export function stateInUrl() {
  return new URLSearchParams(location.hash.slice(1)).get('game');
}

/** The game state this page saved in local storage, or null (also when storage is blocked). */
export function storedState() {
  try {
    return localStorage.getItem(storageKey());
  } catch (_) {
    return null;
  }
}

/**
 * The one game an earlier version saved for the whole site, or null. It is this page's when
 * it is on the page's own board (the caller asks the engine): then adoptSiteWide moves it to
 * this page's key, so no other page opens it too.
 */
export function siteWideState() {
  try {
    return localStorage.getItem(storageKey()) === null ? localStorage.getItem(SITE_WIDE_KEY) : null;
  } catch (_) {
    return null;
  }
}

export function adoptSiteWide(state) {
  try {
    localStorage.setItem(storageKey(), state);
    localStorage.removeItem(SITE_WIDE_KEY);
  } catch (_) {}
}

// Per tab (session storage): for each game state of this page with jumps undone, the state
// ahead (every undone jump made again), so Redo outlives a reload and Back or Forward.
const aheadKey = () => `pegsol.ahead.v1 ${thisPage()}`;
const AHEAD_KEPT = 20; // states remembered: the last few games of the tab's history entries

function aheads() {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(aheadKey()) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch (_) {
    return {}; // blocked storage, or a record not ours to read
  }
}

/** The state ahead saved for `state`, or null. (The engine checks it before it is used.) */
export function aheadOf(state) {
  const ahead = aheads()[state];
  return typeof ahead === 'string' ? ahead : null;
}

/** Remembers `ahead` for `state`, the newest last; forgets it when nothing is to redo. */
export function saveAhead(state, ahead) {
  const all = aheads();
  // Most jumps leave nothing to redo and nothing recorded: no write then.
  if (ahead === state && !(state in all)) return;
  delete all[state];
  if (ahead !== state) all[state] = ahead;
  const states = Object.keys(all);
  for (const old of states.slice(0, Math.max(0, states.length - AHEAD_KEPT))) delete all[old];
  try {
    sessionStorage.setItem(aheadKey(), JSON.stringify(all));
  } catch (_) {}
}

// Per page, beside the saved game: which jumps of its line (the redo list too) Solve from here
// made, by index, so a reload does not make them the player's (the `end` event's `solver`).
const solverKey = () => `pegsol.solver.v1 ${thisPage()}`;

/** Remembers that Solve made the jumps `indices` (ascending) of `line`; none: forgets. */
export function saveSolverJumps(line, indices) {
  try {
    if (indices.length) localStorage.setItem(solverKey(), JSON.stringify({ line, indices }));
    else localStorage.removeItem(solverKey());
  } catch (_) {}
}

/**
 * The saved record of the solver's jumps as `[line, indices]`, or null: the engine counts
 * those the restored game's line shares with it (SolverJumps::from_record).
 */
export function storedSolverRecord() {
  let record;
  try {
    record = JSON.parse(localStorage.getItem(solverKey()));
  } catch (_) {
    return null; // blocked storage, or a record not ours to read
  }
  if (typeof record?.line !== 'string' || !Array.isArray(record.indices)) return null;
  const indices = record.indices.filter((i) => Number.isInteger(i) && i >= 0 && i < 1e6);
  return [record.line, indices];
}

/** Whether the player last had the Hints box ticked, or null when they never changed it here. */
export function storedHintsWanted() {
  try {
    const value = localStorage.getItem(HINTS_KEY);
    return value === null ? null : value === 'on';
  } catch (_) {
    return null;
  }
}

export function storeHintsWanted(on) {
  try {
    localStorage.setItem(HINTS_KEY, on ? 'on' : 'off');
  } catch (_) {}
}

export function forgetStoredState() {
  try {
    localStorage.removeItem(storageKey());
  } catch (_) {}
}

/**
 * Writes the state to the URL if `inUrl`, and to local storage if `store`. A jump rewrites the
 * history entry; `newEntry` (the player chose another board, start or finish) adds one, so the
 * browser's Back button returns to the game before rather than leaving the page.
 */
export function saveState(state, { store = true, inUrl = true, newEntry = false } = {}) {
  const url = new URL(location.href);
  url.hash = `game=${readableInFragment(state)}`;
  // A save queued before Back would write over the entry Back went to: the hashchange that
  // follows opens that entry's game (followedUrl), and saving goes on from there.
  // (Also when the URL held no game before: a link typed while the page loads.)
  const shown = stateInUrl();
  if (shown !== null && shown !== urlGameKnown) inUrl = false;
  if (inUrl && url.href !== location.href) {
    // Only over a game of ours: the host page's own entry (its anchor, or none) is not doubled.
    // A rewritten entry keeps the host page's own history state (a router's): only the URL is
    // the game's.
    if (newEntry && shown !== null) history.pushState(null, '', url);
    else history.replaceState(history.state, '', url);
  }
  if (inUrl) urlGameKnown = stateInUrl(); // as the URL reads it back
  if (!store) return;
  try {
    localStorage.setItem(storageKey(), state);
  } catch (_) {}
}

/**
 * The state escaped for a URL fragment, leaving ':' and ',' as they are: a fragment may hold
 * them, so a shared link reads #game=english:d4:complement:d2-d4,f3-d3 rather than
 * english%3Ad4%3A... (URLSearchParams escapes them). It still parses with URLSearchParams.
 */
function readableInFragment(state) {
  return encodeURIComponent(state).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}
