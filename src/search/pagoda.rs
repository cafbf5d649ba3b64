//! Pagoda functions (resource counts; Beasley, "The Ins and Outs of Peg Solitaire", ch. 4).
//!
//! A pagoda function gives each hole a weight w with w(from) + w(over) ≥ w(to) for every jump,
//! so a position's total weight never grows as the game goes on. A position whose total is below
//! every finish's total can therefore never reach a finish. The search for the winning sets alone
//! drops such positions from its forward levels: about half of the central game's middle levels,
//! which are the costliest to expand (see `levels.rs`).
//!
//! Finding strong pagodas is a linear program (minimise a position's total subject to the jump
//! inequalities with the target's weight fixed). `pagoda_table.rs` holds the ones that program
//! found for the English board's centre, chosen greedily by how many losing positions of F_17
//! they rule out, images under the board's symmetries included (`scripts/find-pagodas.py`
//! records how). Nothing depends on the program being right: each weight vector is checked
//! against every jump of the board before it is used, and a checked pagoda can only rule out
//! positions that really cannot finish.

use super::pagoda_table::table_weights;
use pegsol_base::geometry::Board;

/// Pagodas evaluated side by side: one lane per pagoda.
const LANES: usize = 16;
pub(crate) type Lanes = [i16; LANES];

/// The pagoda functions that can rule positions out for one set of finishes, kept as byte
/// tables: for each byte of a position, the totals its pegs add to each pagoda, so testing every
/// pagoda costs one lookup and one short vector add per byte of the position.
#[derive(Clone, Debug, Default)]
pub struct Pagodas {
    count: usize,
    bytes: usize,
    /// `totals[(group * bytes + b) * 256 + v]`: what the pegs `v << 8b` add to each lane of a
    /// group of LANES pagodas.
    totals: Vec<Lanes>,
    /// Per group: a position whose total is below its lane's threshold cannot finish (unused
    /// lanes hold i16::MIN, which no total is below).
    thresholds: Vec<Lanes>,
    /// Per jump of the board: how it changes the totals of the first group's pagodas.
    jump_changes: Vec<Lanes>,
}

impl Pagodas {
    /// The table's pagodas for this board and their symmetric images, each with the least total
    /// over `finishes` as its threshold. Those whose threshold is not positive are left out, so
    /// boards and goals without a useful table entry cost nothing.
    pub fn for_finishes(board: &Board, finishes: &[u64]) -> Pagodas {
        let chosen = chosen_pagodas(board, finishes);
        let bytes = board.holes().div_ceil(8);
        let groups = chosen.len().div_ceil(LANES);
        let mut totals = vec![[0i16; LANES]; groups * bytes * 256];
        let mut thresholds = vec![[i16::MIN; LANES]; groups];
        for (k, (weights, threshold)) in chosen.iter().enumerate() {
            let (group, lane) = (k / LANES, k % LANES);
            thresholds[group][lane] = *threshold as i16;
            // Each byte value's total is a smaller value's plus one hole's weight: 256 additions
            // a byte, where summing every hole afresh took a board's worth for each (the page
            // builds this table on its main thread when a game opens).
            for b in 0..bytes {
                let mut byte_totals = [0i32; 256];
                for v in 1..256usize {
                    let hole = 8 * b + v.trailing_zeros() as usize;
                    byte_totals[v] =
                        byte_totals[v & (v - 1)] + weights.get(hole).copied().unwrap_or(0);
                }
                for (v, &t) in byte_totals.iter().enumerate() {
                    totals[(group * bytes + b) * 256 + v][lane] = t as i16;
                }
            }
        }
        let jump_changes = board
            .jumps()
            .iter()
            .map(|j| {
                let mut change = [0i16; LANES];
                for (lane, (weights, _)) in chosen.iter().take(LANES).enumerate() {
                    let [from, over, to] = [j.from, j.over, j.to].map(|h| weights[h as usize]);
                    change[lane] = (to - from - over) as i16;
                }
                change
            })
            .collect();
        Pagodas {
            count: chosen.len(),
            bytes,
            totals,
            thresholds,
            jump_changes,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether `jump_vetoes` applies every pagoda (it takes the first group's).
    pub fn vetoes_hold_all(&self) -> bool {
        self.count <= LANES
    }

    /// Whether some pagoda proves that `position` can reach none of the finishes.
    #[inline]
    pub fn rules_out(&self, position: u64) -> bool {
        (0..self.thresholds.len())
            .any(|group| below(&self.group_totals(group, position), &self.thresholds[group]))
    }

    /// The totals of `position` under the first group's pagodas (all of them, up to LANES), to
    /// rule out its children with `JumpVetoes::vetoed`.
    #[inline]
    pub fn first_totals(&self, position: u64) -> Lanes {
        if self.thresholds.is_empty() {
            [0; LANES]
        } else {
            self.group_totals(0, position)
        }
    }

    /// Whether the first group's pagodas rule out the child that `jump` (an index into the
    /// board's jumps) makes from a parent with these `first_totals`: the rule `JumpVetoes`
    /// applies to all jumps at once, kept as its tests' reference.
    #[inline]
    pub fn rules_out_after(&self, parent_totals: &Lanes, jump: usize) -> bool {
        if self.thresholds.is_empty() {
            return false;
        }
        let change = &self.jump_changes[jump];
        let mut child = [0i16; LANES];
        for lane in 0..LANES {
            child[lane] = parent_totals[lane] + change[lane];
        }
        below(&child, &self.thresholds[0])
    }

    /// The first group's pagodas as `JumpVetoes` over the places of `order` (the board jump at
    /// each place; the first `VETO_PLACES`). A jump may fill several places: the expander pads
    /// its groups to lanes with repeats of their last jump, places never legal.
    pub fn jump_vetoes(&self, order: &[u16]) -> JumpVetoes {
        // Jumps beyond the masks' places are never vetoed. That is always sound: a child not
        // vetoed can only be a position that cannot finish kept a while longer (time, not a
        // wrong answer).
        let order = &order[..order.len().min(VETO_PLACES)];
        // Lanes without a pagoda point at the first mask, which rules out nothing.
        let mut vetoes = JumpVetoes {
            reach: [0; LANES],
            first: [0; LANES],
            last: [0; LANES],
            masks: vec![NO_VETOES],
        };
        let Some(&thresholds) = self.thresholds.first() else {
            return vetoes;
        };
        for (lane, &threshold) in thresholds.iter().enumerate().take(self.count) {
            let changes: Vec<i16> = order
                .iter()
                .map(|&k| self.jump_changes[k as usize][lane])
                .collect();
            let least = *changes.iter().min().unwrap_or(&0);
            let most = *changes.iter().max().unwrap_or(&0);
            vetoes.reach[lane] = threshold - least;
            // The table's weights keep these small (changes within ±20); wider ranges would
            // not fit the i16 and u16 places.
            debug_assert!(most - least < 1000 && vetoes.masks.len() < 30_000);
            vetoes.first[lane] = vetoes.masks.len() as u16;
            vetoes.last[lane] = most - least + 1;
            // Mask i: the jumps whose change is below least + i (the last one: every jump).
            for below in least..=most + 1 {
                let mut mask = NO_VETOES;
                for (place, &change) in changes.iter().enumerate() {
                    if change < below {
                        mask[place / 64] |= 1 << (place % 64);
                    }
                }
                vetoes.masks.push(mask);
            }
        }
        vetoes
    }

    #[inline(always)]
    fn group_totals(&self, group: usize, position: u64) -> Lanes {
        let tables = &self.totals[group * self.bytes * 256..(group + 1) * self.bytes * 256];
        let mut sum = [0i16; LANES];
        for (b, table) in tables.chunks_exact(256).enumerate() {
            let add = &table[(position >> (8 * b)) as usize & 0xff];
            for lane in 0..LANES {
                sum[lane] += add[lane];
            }
        }
        sum
    }
}

/// The jumps the first group's pagodas rule out after a parent, for all of its jumps at once: a
/// bit set over the jumps in one order (the expander's gathering order). Asking per jump
/// mispredicts a branch for each child ruled out; on the central game this made a thinned
/// child cost twice an unthinned one.
///
/// A lane rules out the jumps whose change takes the parent's total below the threshold, that
/// is the jumps whose change is below `threshold − total`: one precomputed mask per value of
/// that difference, for each lane.
#[derive(Clone, Debug)]
pub struct JumpVetoes {
    /// The lane's threshold less its least change over the jumps: a parent whose total is this
    /// much below it has mask i (0 for a lane without a pagoda, whose only mask is the empty
    /// one).
    reach: Lanes,
    /// Where the lane's masks begin in `masks`.
    first: [u16; LANES],
    /// The place of the lane's last mask (every jump) after its first.
    last: Lanes,
    masks: Vec<VetoMask>,
}

/// The places a veto mask has (the expander's gathered bit set holds as many).
pub const VETO_PLACES: usize = 128;
/// A bit set over `VETO_PLACES` jumps.
pub type VetoMask = [u64; VETO_PLACES / 64];
/// The mask that vetoes no jump.
pub const NO_VETOES: VetoMask = [0; VETO_PLACES / 64];

impl JumpVetoes {
    /// The jumps ruled out after a parent with these `Pagodas::first_totals`: one mask a lane,
    /// without a branch per lane (a loop over only the tight lanes, with its exit mispredicted
    /// about once a parent, cost 25 ns a parent on F_19 of the central game where this costs
    /// 22, the totals included).
    #[inline(always)]
    pub fn vetoed(&self, totals: &Lanes) -> VetoMask {
        let mut places = [0u16; LANES];
        for lane in 0..LANES {
            // Mask 0 of each lane rules out nothing; mask i the jumps whose change is below
            // least + i, for a total of threshold − least − i.
            let i = (i32::from(self.reach[lane]) - i32::from(totals[lane]))
                .clamp(0, i32::from(self.last[lane]));
            places[lane] = self.first[lane] + i as u16;
        }
        let mut vetoed = NO_VETOES;
        for place in places {
            for (word, mask) in vetoed.iter_mut().zip(self.masks[place as usize]) {
                *word |= mask;
            }
        }
        vetoed
    }
}

/// Whether any lane's total is below its threshold.
#[inline(always)]
fn below(totals: &Lanes, thresholds: &Lanes) -> bool {
    let mut any = false;
    for lane in 0..LANES {
        any |= totals[lane] < thresholds[lane];
    }
    any
}

/// The table's pagodas for this board and their symmetric images, each with its threshold (the
/// least total over `finishes`), those with a positive threshold only, without repeats.
fn chosen_pagodas(board: &Board, finishes: &[u64]) -> Vec<(Vec<i32>, i32)> {
    let mut chosen: Vec<(Vec<i32>, i32)> = Vec::new();
    for (target, weights) in table_weights(board) {
        // One image per hole the target maps to: the table already lists the images that
        // pay for themselves on their own target.
        let mut targets_seen = 0u64;
        for symmetry in board.symmetries() {
            let image_target = symmetry.hole(target);
            if targets_seen >> image_target & 1 == 1 {
                continue;
            }
            targets_seen |= 1 << image_target;
            let mut image = vec![0i32; board.holes()];
            for (h, &w) in weights.iter().enumerate() {
                image[symmetry.hole(h as u8) as usize] = w;
            }
            let Some(threshold) = finishes.iter().map(|&f| total(&image, f)).min() else {
                continue;
            };
            // A pagoda whose finish total is not positive rules out only positions with
            // a negative total: too few to pay for testing every position.
            if threshold > 0 && !chosen.iter().any(|(w, _)| *w == image) {
                chosen.push((image, threshold));
            }
        }
    }
    chosen
}

/// A position's total under one weight vector (holes beyond the vector weigh nothing).
fn total(weights: &[i32], position: u64) -> i32 {
    weights
        .iter()
        .enumerate()
        .filter(|&(h, _)| position >> h & 1 == 1)
        .map(|(_, &w)| w)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pegsol_base::geometry::builtin_board;

    #[test]
    fn testing_a_child_from_its_parent_equals_testing_the_child() {
        let board = builtin_board("english").unwrap();
        let d4 = 1u64 << board.hole_by_name("d4").unwrap();
        let pagodas = Pagodas::for_finishes(&board, &[d4]);
        assert!(pagodas.len() <= LANES);
        let mut rng = fastrand::Rng::with_seed(7);
        let (mut children, mut ruled_out) = (0, 0);
        for _ in 0..2000 {
            let parent = rng.u64(..) & board.full();
            let totals = pagodas.first_totals(parent);
            for (k, j) in board.jumps().iter().enumerate() {
                if j.is_legal(parent) {
                    let child = parent ^ j.mask();
                    let verdict = pagodas.rules_out_after(&totals, k);
                    assert_eq!(verdict, pagodas.rules_out(child), "{parent:#x} jump {k}");
                    children += 1;
                    ruled_out += verdict as usize;
                }
            }
        }
        assert!(
            ruled_out > 0 && ruled_out < children,
            "{ruled_out} of {children}"
        );
    }

    #[test]
    fn the_byte_tables_give_each_pagodas_plain_total() {
        let mut rng = fastrand::Rng::with_seed(11);
        let board = builtin_board("english").unwrap();
        for finish in ["d4", "c4", "d1"] {
            let finishes = [1u64 << board.hole_by_name(finish).unwrap()];
            let chosen = chosen_pagodas(&board, &finishes);
            let pagodas = Pagodas::for_finishes(&board, &finishes);
            assert!(
                !chosen.is_empty() && pagodas.len() == chosen.len(),
                "{finish}"
            );
            for _ in 0..500 {
                let position = rng.u64(..) & board.full();
                for (k, (weights, _)) in chosen.iter().enumerate() {
                    let lanes = pagodas.group_totals(k / LANES, position);
                    assert_eq!(
                        i32::from(lanes[k % LANES]),
                        total(weights, position),
                        "{finish} {k}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_finish_itself_is_never_ruled_out() {
        let board = builtin_board("english").unwrap();
        let d4 = 1u64 << board.hole_by_name("d4").unwrap();
        let pagodas = Pagodas::for_finishes(&board, &[d4]);
        assert_eq!(pagodas.len(), table_weights(&board).len());
        assert!(!pagodas.rules_out(d4));
        // A lone peg in a corner can never reach d4; the pagodas see it.
        assert!(pagodas.rules_out(1 << board.hole_by_name("c1").unwrap()));
    }
}
