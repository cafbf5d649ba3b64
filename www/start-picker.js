// @ts-check
// The start picker: opened and closed, and a start chosen on it (or why that start cannot win).
// What it shows (the start options, or null when closed) is the element's `ui.picking`, which
// the board and the panel draw.

export class StartPicker {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
  }

  async toggle() {
    const host = this.host;
    if (!host.playable) return;
    host.solver.stop();
    host.message = '';
    host.ui.selected = null;
    const client = host.client;
    const options = host.ui.picking ? null : await host.actions.ask(() => client.startOptions(host.status.mode));
    if (client !== host.client) return;
    host.ui.picking = options;
    host.invalidate('game');
  }

  choose(hole) {
    const host = this.host;
    const option = host.ui.picking[hole];
    const name = host.view.layout.holes[hole].name;
    if (!option.feasible || option.solvable === false) {
      // Name only the kinds of start this board's picker shows.
      const others = host.ui.picking.filter((o) => o.feasible && o.solvable !== false);
      const kinds = [others.some((o) => o.hints === 'ready') && 'green', others.some((o) => o.hints === 'download') && 'violet', others.some((o) => o.hints !== 'ready' && o.hints !== 'download') && 'unmarked'].filter(Boolean);
      const article = kinds[0] === 'unmarked' ? 'an' : 'a';
      const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0];
      // "Another finish" only where the engine says one might win from this hole.
      const choices = [kinds.length && `${article} ${listed} hole`, option.otherFinish && 'another finish'].filter(Boolean);
      const choose = choices.length ? `choose ${choices.join(', or ')}` : 'choose another board';
      const why = option.feasible ? '' : ' (parity rules it out)';
      const which = option.otherFinish ? 'with this finish' : 'with any finish';
      host.message = `A game starting at ${name} cannot be won ${which}${why}: ${choose}.`;
      return host.invalidate('game');
    }
    host.games.open({ board: host.view.layout.id, start: name, mode: host.status.mode, newEntry: true });
  }
}
