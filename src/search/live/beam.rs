//! A quick way to prove that a position with many pegs wins: a beam search for a winning line.
//!
//! The depth-first search proves a win by finding one line to a finish, but on a big board its
//! first tries can lead into a lost part of the future so large that it never comes back out
//! within a hover (Wiegleb: no landing with 28 pegs or more marked within a second). A beam
//! search goes down level by level and keeps only the most promising positions of each level
//! (fewest pegs standing alone, nearest the finishes), so it reaches the end of some line
//! in a few hundred thousand positions. A line it finds is a proof; finding none proves
//! nothing, and the depth-first search goes on as before.

use super::LiveSearch;
use crate::search::PositionMap;
use pegsol_base::geometry::{Board, Lattice};

/// What a peg standing alone costs in a position's rank, against the sum of the pegs' squared
/// distances to the finishes. Measured with `examples/beam_probe.rs` at width 2,000, landings
/// proved in one game per board (Wiegleb, French, triangle8): 0 gave 94/206, 68/101, 71/71;
/// 16 gave 114/218, 91/101, 71/71; 64 and more (pegs alone first) gave 0/169 on Wiegleb.
const ALONE_WEIGHT: i64 = 16;

/// How to rank the positions of a level: the board's neighbours of each hole, and each hole's
/// squared distance to the nearest finish.
pub(super) struct BeamScore {
    neighbours: Vec<u64>,
    distance: Vec<i64>,
}

impl BeamScore {
    pub(super) fn new(board: &Board, finishes: u64) -> BeamScore {
        let holes = board.holes();
        let mut neighbours = vec![0u64; holes];
        for jump in board.jumps() {
            neighbours[jump.from as usize] |= 1 << jump.over;
        }
        let coords = board.coords_all();
        let distance = (0..holes)
            .map(|h| {
                let (x, y) = coords[h];
                (0..holes)
                    .filter(|&f| finishes >> f & 1 == 1)
                    .map(|f| {
                        let (dx, dy) =
                            (x as i64 - coords[f].0 as i64, y as i64 - coords[f].1 as i64);
                        match board.lattice() {
                            Lattice::Square => dx * dx + dy * dy,
                            // Skew coordinates, (1, 1) a neighbour: the axes are 120° apart.
                            Lattice::Triangular => dx * dx - dx * dy + dy * dy,
                        }
                    })
                    .min()
                    .unwrap_or(0)
            })
            .collect();
        BeamScore {
            neighbours,
            distance,
        }
    }

    /// Lower is better: a peg with no neighbour can only be taken by a peg that first comes
    /// next to it, so each one standing alone weighs much; and the pegs' spread from the
    /// finishes (a game is won by bringing them in).
    fn of(&self, position: u64) -> i64 {
        let mut alone = 0;
        let mut spread = 0;
        let mut pegs = position;
        while pegs != 0 {
            let h = pegs.trailing_zeros() as usize;
            pegs &= pegs - 1;
            if position & self.neighbours[h] == 0 {
                alone += 1;
            }
            spread += self.distance[h];
        }
        alone * ALONE_WEIGHT + spread
    }
}

impl LiveSearch {
    /// Looks for a winning line from `position` by a beam search `width` positions wide,
    /// visiting at most `left` positions (each spent). On success, the positions of the line
    /// from `position` down to one known to win (one peg on a finish, or with `to_the_end`
    /// false also a position the memory or the book settles as won): each of them wins.
    /// `None` proves nothing.
    pub fn beam_line(
        &self,
        position: u64,
        width: usize,
        left: &mut usize,
        to_the_end: bool,
    ) -> Option<Vec<u64>> {
        let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        // What is known of `p` (reduced to `key`) already: it wins, it loses, or nothing. On
        // the way to one peg (`to_the_end`), a position known to win does not end the line.
        let known = |p: u64, key: u64| -> Option<bool> {
            if p.count_ones() == 1 {
                return Some(p & self.finishes != 0);
            }
            let stored = memo
                .answered(key)
                .or_else(|| self.book.as_ref().and_then(|b| b.wins(key)));
            stored.filter(|&wins| !(wins && to_the_end))
        };
        if known(position, self.board.mincode(&self.group, position)) == Some(true) {
            return Some(vec![position]);
        }
        // Each level's positions with the index of their parent in the level above.
        let mut levels: Vec<Vec<(u64, u32)>> = vec![vec![(position, 0)]];
        loop {
            let level = levels.last().expect("the first level at least");
            let mut seen: PositionMap<()> = PositionMap::default();
            let mut next: Vec<(i64, u64, u32)> = Vec::new();
            for (index, &(parent, _)) in level.iter().enumerate() {
                for jump in self.board.legal_jumps(parent) {
                    if *left == 0 {
                        return None;
                    }
                    *left -= 1;
                    let child = parent ^ jump.mask();
                    let key = self.board.mincode(&self.group, child);
                    let verdict = known(child, key);
                    if verdict == Some(true) {
                        let mut line = vec![child];
                        let (mut at, mut depth) = (index as u32, levels.len() - 1);
                        loop {
                            let (p, up) = levels[depth][at as usize];
                            line.push(p);
                            if depth == 0 {
                                break;
                            }
                            (at, depth) = (up, depth - 1);
                        }
                        line.reverse();
                        return Some(line);
                    }
                    let lost = verdict == Some(false) || self.pagodas.rules_out(child);
                    if lost || seen.insert(key, ()).is_some() {
                        continue;
                    }
                    next.push((self.beam_score.of(child), child, index as u32));
                }
            }
            if next.is_empty() {
                return None;
            }
            if next.len() > width {
                next.select_nth_unstable_by_key(width, |&(score, ..)| score);
                next.truncate(width);
            }
            levels.push(next.into_iter().map(|(_, p, up)| (p, up)).collect());
        }
    }
}

impl LiveSearch {
    /// Takes in a line `beam_line` found: its first position as an answer (it was asked
    /// about), the others into the search's memory, where a search through them stops.
    pub fn learn_line(&self, line: &[u64]) {
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        for &p in line.iter().skip(1) {
            memo.learnt.insert(self.board.mincode(&self.group, p), true);
        }
        if let Some(&first) = line.first() {
            memo.answer(self.board.mincode(&self.group, first), true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::problem::{Goal, Problem};
    use pegsol_base::geometry::builtin_board;

    /// Checks that `line` is a proof: legal jumps from `from`, down to one peg on a finish.
    fn check_line(board: &Board, finishes: u64, from: u64, line: &[u64]) {
        assert_eq!(line[0], from);
        for pair in line.windows(2) {
            assert!(board
                .legal_jumps(pair[0])
                .any(|j| pair[0] ^ j.mask() == pair[1]));
        }
        let last = *line.last().unwrap();
        assert!(last.count_ones() == 1 && last & finishes != 0, "{last:#x}");
    }

    /// Every line the beam finds, in random games of three boards, is legal jumps to a finish;
    /// at 16 pegs and fewer, where the exhaustive search answers at once, the beam finds a line
    /// only where that search says the position wins, and finds most of them.
    #[test]
    fn beam_lines_are_proofs_and_agree_with_the_exhaustive_search() {
        for (id, start, goal) in [
            ("french", "d3", Goal::Anywhere),
            ("triangle8", "a1", Goal::Complement),
            ("wiegleb", "e5", Goal::Complement),
        ] {
            let board = builtin_board(id).unwrap();
            let problem = Problem::new(&board, board.hole_by_name(start).unwrap(), goal).unwrap();
            let finishes = problem
                .finish_holes(&board)
                .iter()
                .fold(0u64, |m, &f| m | 1 << f);
            let exhaustive = LiveSearch::exhaustive(&board, &problem, None);
            let mut rng = fastrand::Rng::with_seed(8);
            let (mut wins, mut losses, mut found, mut early) = (0, 0, 0, 0);
            for _ in 0..30 {
                // Games that follow the beam's lines four times in five, and jump at random
                // otherwise: positions that win and positions that lose.
                let mut position = problem.start_position(&board);
                loop {
                    let pegs = position.count_ones();
                    // A fresh search each time: no memory to end a line on.
                    let beam = LiveSearch::new(&board, &problem);
                    let line = beam.beam_line(position, 300, &mut usize::MAX.clone(), false);
                    if let Some(line) = &line {
                        check_line(&board, finishes, position, line);
                        early += (pegs > 24) as usize;
                    }
                    if pegs == 16 {
                        let wins_here = exhaustive.verdicts(&[position]).0[0].unwrap();
                        assert!(
                            wins_here || line.is_none(),
                            "{id}: a line from a lost position"
                        );
                        wins += wins_here as usize;
                        losses += !wins_here as usize;
                        found += line.is_some() as usize;
                        break;
                    }
                    let jumps: Vec<_> = board.legal_jumps(position).collect();
                    position = match line {
                        Some(line) if rng.u8(..5) < 4 => line[1],
                        _ if jumps.is_empty() => break,
                        _ => position ^ jumps[rng.usize(..jumps.len())].mask(),
                    };
                }
            }
            assert!(
                found * 10 >= wins * 8 && wins > 0,
                "{id}: {found} of {wins} wins found"
            );
            assert!(losses > 0, "{id}: no lost position to try the beam on");
            assert!(early > 0, "{id}: no line from more than 24 pegs");
        }
    }
}
