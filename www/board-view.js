// @ts-check
// The board as SVG: holes, pegs, marks, coordinates, and the glide of a jumping peg. It knows
// geometry and drawing only; what each hole shows comes in a scene from the element (which asks
// the engine).
import { HEXAGON, hullPath, frame } from './board-geometry.js';
// Re-exported: games.js (and boards.test, for the aspect) take them from here.
export { keptAspect, keptFrame } from './board-geometry.js';

const SVG = 'http://www.w3.org/2000/svg';
const el = (tag, attrs, parent) => {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  parent.appendChild(node);
  return node;
};
const GLIDE_MS = 180;
/** A drawing this many holes wide or more is big: on any touch phone its holes keep 44 px and it pans. */
export const BIG_BOARD_UNITS = 9;

export class BoardView {
  /** Draws `layout` ({id, lattice, holes: [{name, x, y}]}) into `svg`, replacing what was there. */
  constructor(svg, layout, { coordinates = false } = {}) {
    this.svg = svg;
    this.layout = layout;
    const tri = layout.lattice === 'triangular';
    // Triangular boards come in skew coordinates: each row shifts half a hole to the left.
    this.points = layout.holes.map((h) => (tri ? [h.x - h.y / 2, (h.y * Math.sqrt(3)) / 2] : [h.x, h.y]));
    const xs = this.points.map((p) => p[0]);
    const ys = this.points.map((p) => p[1]);
    svg.replaceChildren();
    const viewBox = frame([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], tri, coordinates);
    svg.setAttribute('viewBox', viewBox.join(' '));
    // Its size in holes: on a touch screen each hole is at least a finger wide (peg-solitaire.css).
    svg.style.setProperty('--board-units', String(viewBox[2]));
    svg.style.setProperty('--board-height-units', String(viewBox[3]));
    svg.classList.toggle('big', viewBox[2] >= BIG_BOARD_UNITS);
    if (tri) {
      // The holes' outline, widened by a thick round-joined stroke: an edge, then the wood.
      const d = hullPath(this.points);
      el('path', { d, class: 'backdrop-edge', 'stroke-width': 1.22, 'stroke-linejoin': 'round' }, svg);
      el('path', { d, class: 'backdrop', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }, svg);
    }
    else el('rect', { class: 'backdrop', x: Math.min(...xs) - 0.55, y: Math.min(...ys) - 0.55, width: Math.max(...xs) - Math.min(...xs) + 1.1, height: Math.max(...ys) - Math.min(...ys) + 1.1, rx: 0.6 }, svg);
    if (coordinates) this.drawCoordinates();
    this.holes = layout.holes.map((h, i) => {
      const g = el('g', { class: 'hole', id: `hole-${i}`, 'data-hole': i, 'data-name': h.name, role: 'button', transform: `translate(${this.points[i][0]} ${this.points[i][1]})` }, svg);
      // What a press or a tap hits: the hole's whole cell of the lattice (a square, or a
      // triangle's hexagon), so no press near a hole falls between its drawn rings.
      if (tri) el('polygon', { class: 'hit', points: HEXAGON }, g);
      else el('rect', { class: 'hit', x: -0.5, y: -0.5, width: 1, height: 1 }, g);
      el('circle', { class: 'socket', r: 0.4 }, g);
      el('circle', { class: 'last', r: 0.47 }, g);
      // The keyboard cursor: a rounded square, so it differs from every round mark by shape too.
      el('rect', { class: 'ring', x: -0.49, y: -0.49, width: 0.98, height: 0.98, rx: 0.22 }, g);
      el('circle', { class: 'mark', r: 0.46 }, g);
      el('circle', { class: 'peg', r: 0.32 }, g);
      // The goal's dot lies over the peg too: a finish hole starts with a peg on it.
      el('circle', { class: 'goal', r: 0.12 }, g);
      // A landing's verdict also by shape, not by colour alone: a tick or a cross.
      el('path', { class: 'sign good-sign', d: 'M-0.15 0.01 L-0.05 0.11 L0.15 -0.11', 'aria-hidden': 'true' }, g);
      el('path', { class: 'sign bad-sign', d: 'M-0.11 -0.11 L0.11 0.11 M0.11 -0.11 L-0.11 0.11', 'aria-hidden': 'true' }, g);
      const bomb = el('g', { class: 'bomb', 'aria-hidden': 'true' }, g);
      el('circle', { class: 'halo', r: 0.4 }, bomb);
      el('circle', { class: 'body', r: 0.24, cy: 0.05 }, bomb);
      // Fuse and spark within the hole's own ring (0.4): on a triangle a further spark
      // touched the neighbouring hole's marks.
      el('path', { class: 'fuse', d: 'M0.12 -0.14 Q0.18 -0.27 0.27 -0.27' }, bomb);
      el('circle', { class: 'spark', r: 0.07, cx: 0.29, cy: -0.27 }, bomb);
      return g;
    });
    this.shown = this.holes.map(() => ({ cls: '', hint: null, label: '' }));
  }

  // Coordinates from the hole names (letters + number in both notations). Square boards: column
  // letters along the top edge, row numbers along the left edge. Triangles: each row's number
  // left of its first hole, each column's letter at both ends of its slanted line (columns run
  // down-left from the right edge).
  drawCoordinates() {
    const tri = this.layout.lattice === 'triangular';
    const xs = this.points.map((p) => p[0]);
    const ys = this.points.map((p) => p[1]);
    const columns = new Map(); // column → its top hole
    const bottoms = new Map(); // column → its lowest hole
    const rows = new Map();
    const bottomRow = Math.max(...this.layout.holes.map((h) => h.y));
    this.layout.holes.forEach((h, i) => {
      const c = columns.get(h.x);
      if (c === undefined || h.y < this.layout.holes[c].y) columns.set(h.x, i);
      const b = bottoms.get(h.x);
      if (b === undefined || h.y > this.layout.holes[b].y) bottoms.set(h.x, i);
      const r = rows.get(h.y);
      if (r === undefined || h.x < this.layout.holes[r].x) rows.set(h.y, i);
    });
    const label = (text, x, y) => {
      const t = el('text', { class: 'coord', x, y, 'aria-hidden': 'true' }, this.svg);
      t.textContent = text;
    };
    for (const i of columns.values()) {
      const letters = this.layout.holes[i].name.replace(/[0-9]+$/, '');
      const [x, y] = this.points[i];
      // Triangles: a column runs down-left from its top hole on the right edge to the bottom
      // row. Its letter stands at both ends, one hole beyond each, so the two read as the ends
      // of one slanted line (a letter at the bottom alone reads as naming a vertical column,
      // which a triangle does not have). A column that ends above the bottom row (a truncated
      // corner) gets only the top one: the other would sit on the board's edge.
      if (tri) {
        label(letters, x + 0.5, y - Math.sqrt(3) / 2);
        const low = bottoms.get(this.layout.holes[i].x);
        if (this.layout.holes[low].y === bottomRow) label(letters, this.points[low][0] - 0.5, this.points[low][1] + Math.sqrt(3) / 2);
      } else label(letters, x, Math.min(...ys) - 0.85);
    }
    for (const i of rows.values()) {
      const number = this.layout.holes[i].name.replace(/^[a-z]+/, '');
      const [x, y] = this.points[i];
      label(number, tri ? x - 1 : Math.min(...xs) - 0.85, y);
    }
  }

  /**
   * Shows a scene: `pegs` (one byte per hole), `lastMove` (holes), `selected`, `cursor` (or
   * null), `hint` ({hole, landings: [{to, good, thinking}], bomb} or null), `starts` (start-picker
   * options or null). Only what changed is written to the DOM.
   */
  paint({ pegs, lastMove, goal, selected, cursor, hint, starts }) {
    const landings = new Map((hint?.landings ?? []).map((l) => [l.to, l.good]));
    const thinking = new Set((hint?.landings ?? []).filter((l) => l.thinking).map((l) => l.to));
    const lastFrom = lastMove.length ? lastMove[0] : null;
    const lastTo = lastMove.length ? lastMove[lastMove.length - 1] : null;
    this.holes.forEach((g, i) => {
      const name = this.layout.holes[i].name;
      const classes = ['hole', pegs[i] ? 'has-peg' : 'empty'];
      let hintAttr = null;
      let label = `${name}, ${pegs[i] ? 'peg' : 'empty'}`;
      if (i === selected) {
        classes.push('selected');
        label += ', picked';
      }
      if (i === cursor) classes.push('cursor');
      if (this.dragged && g.classList.contains('dragging')) classes.push('dragging');
      if (name === goal) classes.push('goal-hole');
      if (i === lastFrom) classes.push('last-from');
      if (i === lastTo) classes.push('last-to');
      if (landings.has(i)) {
        const good = landings.get(i);
        classes.push('target');
        // Only a proven verdict is a mark: anything but true or false (null, undefined) is none.
        if (good === true || good === false) {
          hintAttr = good ? 'good' : 'bad';
          label += good ? ', good landing' : ', bad landing: the goal is lost';
        } else if (thinking.has(i)) {
          classes.push('thinking');
          label += ', landing, being worked out';
        } else label += ', landing';
      }
      if (hint && hint.bomb && i === hint.hole) {
        hintAttr = 'bomb';
        label += ', bomb: every jump loses';
      }
      if (starts) {
        const o = starts[i];
        const kind = !o.feasible || o.solvable === false ? 'bad' : o.hints === 'download' ? 'download' : o.hints === 'ready' ? 'ready' : 'plain';
        classes.push(`start-${kind}`);
        label = `${name}, start here: ${!o.feasible || o.solvable === false ? 'cannot be solved' : kind === 'download' ? (o.solvable ? 'solvable, hints download first' : 'hints download first') : kind === 'ready' ? (o.solvable ? 'solvable, hints at once' : 'hints at once') : o.hints === 'live' ? (o.solvable ? 'solvable (George Bell), hints later in the game' : 'hints later in the game') : 'no hints for this start'}`;
      }
      const cls = classes.join(' ');
      const shown = this.shown[i];
      if (shown.cls !== cls) g.setAttribute('class', (shown.cls = cls));
      if (shown.hint !== hintAttr) {
        shown.hint = hintAttr;
        if (hintAttr) g.setAttribute('data-hint', hintAttr);
        else g.removeAttribute('data-hint');
      }
      if (shown.label !== label) g.setAttribute('aria-label', (shown.label = label));
    });
    // The keyboard cursor and the board's focus ring show together, only for keyboard focus.
    this.svg.classList.toggle('keys', cursor !== null);
    if (cursor === null) this.svg.removeAttribute('aria-activedescendant');
    else this.svg.setAttribute('aria-activedescendant', `hole-${cursor}`);
  }

  /**
   * The peg glides from `from` to `to` (or back, for an undo) and the jumped peg fades. The
   * gliding peg is a copy drawn over every hole (the holes are drawn in reading order, so a
   * peg moving up or left would pass under the holes it crosses).
   */
  glide([from, over, to], backwards = false) {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const [a, b] = backwards ? [to, from] : [from, to];
    const landed = this.holes[b].querySelector('.peg');
    const glider = landed.cloneNode();
    glider.classList.add('glider');
    glider.setAttribute('cx', this.points[b][0]);
    glider.setAttribute('cy', this.points[b][1]);
    this.svg.appendChild(glider);
    const [dx, dy] = [this.points[a][0] - this.points[b][0], this.points[a][1] - this.points[b][1]];
    const timing = { duration: GLIDE_MS, easing: 'ease-out' };
    glider.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], timing).finished.then(() => glider.remove(), () => glider.remove());
    landed.animate([{ opacity: 0 }, { opacity: 0 }], timing);
    const jumped = this.holes[over].querySelector('.peg');
    jumped.animate(backwards ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }], { duration: GLIDE_MS, easing: 'ease-in' });
  }

  /**
   * While a peg is dragged, a copy of it follows the pointer (client coordinates); `over`, the
   * hole under a finger (or null), is ringed wide enough to show around it.
   */
  dragTo(hole, clientX, clientY, over = null) {
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return;
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    if (!this.dragged) {
      this.dragged = this.holes[hole].querySelector('.peg').cloneNode();
      this.dragged.classList.add('glider', 'dragged');
      this.svg.appendChild(this.dragged);
      this.holes[hole].classList.add('dragging');
    }
    this.dragged.setAttribute('cx', p.x);
    this.dragged.setAttribute('cy', p.y);
    if (over === null || over === hole) {
      this.dragOver?.remove();
      this.dragOver = null;
      return;
    }
    if (!this.dragOver) this.dragOver = el('circle', { class: 'drag-over', r: 1 }, this.svg);
    this.dragOver.setAttribute('cx', this.points[over][0]);
    this.dragOver.setAttribute('cy', this.points[over][1]);
    this.dragOver.dataset.over = this.layout.holes[over].name;
  }

  dragEnd() {
    this.dragged?.remove();
    this.dragged = null;
    this.dragOver?.remove();
    this.dragOver = null;
    for (const g of this.holes) g.classList.remove('dragging');
  }

  /** The hole under a pointer event (or a point), or null. */
  holeAt(target) {
    const g = target?.closest?.('.hole');
    return g && this.svg.contains(g) ? Number(g.dataset.hole) : null;
  }

  /**
   * The first (`end` false) or last hole of `hole`'s row, or of the whole board with `board`
   * set (top-left or bottom-right): where Home and End take the cursor, as in a grid.
   */
  rowEnd(hole, end, board = false) {
    const sign = end ? 1 : -1;
    const [, row] = this.points[hole];
    const sameRow = (a, b) => Math.abs(a - b) < 1e-9;
    // Further toward the end asked for: along the row, or (for the board's) in a row beyond.
    const beyond = ([x, y], [bx, by]) => (sameRow(y, by) ? sign * (x - bx) > 0 : sign * (y - by) > 0);
    let best = hole;
    this.points.forEach((p, i) => {
      if ((board || sameRow(p[1], row)) && beyond(p, this.points[best])) best = i;
    });
    return best;
  }

  /**
   * The nearest hole from `hole` in screen direction (dx, dy), or null. Distance along the
   * direction and across it count alike: on a triangle, Down goes to the next row (half a hole
   * aside), not two rows down to the hole straight below. Only holes within a cone about the
   * direction count, so an arrow never changes row or column by surprise: on a square board
   * the cone is under 45° (Left from the English c7 goes nowhere, rather than to b5); on a
   * triangle under 60° (Left and Right keep to the row: the next row lies at 60°). Of a
   * triangle's two holes above or below, Up and Down take the one on the same slanting line
   * (its letter): Down then Up comes back.
   */
  neighbour(hole, dx, dy) {
    const [cx, cy] = this.points[hole];
    const cone = this.layout.lattice === 'triangular' ? Math.sqrt(3) : 1;
    let best = null;
    let bestScore = Infinity;
    this.points.forEach(([x, y], i) => {
      const along = (x - cx) * dx + (y - cy) * dy;
      const across = Math.abs((x - cx) * dy - (y - cy) * dx);
      if (along <= 0.1 || across >= along * cone - 1e-9) return;
      // Up prefers the hole to the right, Down the one to the left: the same line both ways.
      const score = along + across + 1e-6 * (x - cx) * dy;
      if (score < bestScore) [best, bestScore] = [i, score];
    });
    return best;
  }
}
