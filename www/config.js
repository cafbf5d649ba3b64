// @ts-check
// What the element's attributes ask for, read as the game's options: the board, start and
// finish, hints, coordinates, menus, and whether the game is kept in the URL. Each function
// reads the attributes of `element` (a <peg-solitaire>) as they are now.
import * as persist from './persist.js';
import { BOARDS, CUSTOM, DEFAULT_BOARD } from './template.js';

/** Whether a boolean attribute's value (null when absent) means on: not `false`, `off`, `no`, `0`. */
export const saysOn = (value) => value !== null && !/^(false|off|no|0)$/i.test(value.trim());

/** The game the owner's attributes ask for, as one string (to tell whether it changed). */
export function askedGame(element) {
  return JSON.stringify(['board', 'layout', 'start', 'mode'].map((a) => element.getAttribute(a)));
}

/** The board the attributes ask for: the website owner's layout, when given, else `board`. */
export function askedBoard(element) {
  if (element.hasAttribute('layout')) return CUSTOM;
  // Named as the owner likes (" English "): the menu's names are the board ids.
  const board = element.getAttribute('board');
  const id = board?.trim().toLowerCase();
  // None named: the start and finish asked for are the default board's (`<peg-solitaire
  // start="c3">` must not open a1, nor `mode="anywhere"` finish where it started).
  if (!id) return DEFAULT_BOARD;
  return BOARDS.includes(id) ? id : board;
}

/** The finish the attribute asks for, written as the menu's values are ("Finish-D7" too). */
export function askedMode(element) {
  return element.getAttribute('mode')?.trim().toLowerCase() || 'complement';
}

/**
 * Whether the page asks for hints: the `hints` attribute, unless it says `false` (or `off`,
 * `no`, `0`), which an owner may well write for a boolean attribute and mean.
 */
export function hintsAsked(element) {
  return saysOn(element.getAttribute('hints'));
}

/** Whether the page asks for the hole letters and numbers around the board (as `hints` reads). */
export function coordinatesAsked(element) {
  return saysOn(element.getAttribute('coordinates'));
}

/**
 * Whether the website owner named neither a start nor a finish: then the board's usual game is
 * asked for, and the engine's sentence on how it chose one (French's usual d3 cannot finish
 * where it started...) would answer a question nobody asked.
 */
export function usualGameAsked(element) {
  return !element.getAttribute('start') && !element.getAttribute('mode');
}

/** Whether the player sees the menus (board, finish, Hints) and the start picker. */
export function menusShown(element) {
  return !element.hasAttribute('no-menus') && !element.hasAttribute('no-controls');
}

/** Whether this element keeps its game in the URL and local storage (persist.ownsUrl). */
export function syncsUrl(element) {
  return element.hasAttribute('sync-url') && persist.ownsUrl(element);
}
