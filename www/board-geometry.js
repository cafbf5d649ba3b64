// @ts-check
// The board drawing's geometry: the viewBox around the holes, a triangle's outline, a hole's
// cell on the triangular lattice, and the shape a built-in board is drawn in before it is laid
// out (board-view.js draws with these).
import { CATALOG } from './boards.js';

// The cell of a hole on the triangular lattice: the points nearer it than any other hole's.
export const HEXAGON = [30, 90, 150, 210, 270, 330].map((deg) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)].map((v) => (v / Math.sqrt(3)).toFixed(4)).join(',')).join(' ');

/** The convex hull of points (Andrew's monotone chain) as an SVG path. */
export function hullPath(points) {
  const ps = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list) => {
    const out = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 1e-9) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  const hull = [...half(ps), ...half([...ps].reverse())];
  return `M${hull.map((p) => p.join(' ')).join(' L')} Z`;
}

/**
 * The drawing's viewBox [x, y, width, height] around holes whose centres span
 * [minX, maxX] × [minY, maxY] (in the drawing's units: one hole apart on each lattice).
 */
export function frame([minX, minY, maxX, maxY], tri, coordinates) {
  // Room around the holes: for the coordinates, and for a triangle's pointed backdrop.
  const edge = tri ? 0.68 : 0.6; // a triangle's outline reaches 0.61 beyond the holes
  // Triangles' column letters stand beyond the right edge and the apex (drawCoordinates).
  const [left, top, right, bottom] = coordinates ? [1.25, tri ? 1.15 : 1.25, tri ? 0.9 : edge, tri ? 1.15 : edge] : [edge, edge, edge, edge];
  return [minX - left, minY - top, maxX - minX + left + right, maxY - minY + top + bottom];
}

// How many holes wide each built-in triangular board is, less one: its rows less one (a
// truncated triangle spans what the triangle one smaller does); the square boards are drawn
// square.
const TRIANGLE_SPANS = Object.fromEntries(CATALOG.filter((b) => b.lattice === 'triangular').map((b) => [b.id, b.rows - 1]));

/**
 * The width and height of a built-in board's drawing (in hole spacings), known before the
 * engine that lays it out has loaded: the element keeps a box of that shape while it loads, so
 * nothing moves when the board comes (boards.test checks each against the board drawn). The
 * built-in square boards are as wide as they are tall. Null for a board not known.
 */
export function keptFrame(board, coordinates) {
  const span = TRIANGLE_SPANS[board];
  const rows = CATALOG.find((b) => b.id === board)?.rows;
  if (span === undefined && rows === undefined) return null;
  const [, , width, height] = span === undefined ? frame([0, 0, rows - 1, rows - 1], false, coordinates) : frame([-span / 2, 0, span / 2, (span * Math.sqrt(3)) / 2], true, coordinates);
  return [width, height];
}

/** The width over the height of a built-in board's drawing (see keptFrame); 1 for a board not known. */
export function keptAspect(board, coordinates) {
  const [width, height] = keptFrame(board, coordinates) ?? [1, 1];
  return width / height;
}
