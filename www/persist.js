// Where a game is kept between visits: the page URL (#game=STATE, a link to share) and local
// storage (a reload without the link). Only for an element with `sync-url`: one game per page.

const STORAGE_KEY = 'pegsol.game.v1';

/** The game state in the URL, or null. */
export function stateInUrl() {
  return new URLSearchParams(location.hash.slice(1)).get('game');
}

/** The game state saved in local storage, or null (also when storage is blocked). */
export function storedState() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch (_) {
    return null;
  }
}

export function forgetStoredState() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch (_) {}
}

/** Writes the state to the URL (replacing the history entry) and, if `store`, local storage. */
export function saveState(state, { store = true } = {}) {
  const url = new URL(location.href);
  url.hash = `game=${readableInFragment(state)}`;
  if (url.href !== location.href) history.replaceState(null, '', url);
  if (!store) return;
  try {
    localStorage.setItem(STORAGE_KEY, state);
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
