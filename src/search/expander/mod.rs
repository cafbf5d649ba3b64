//! The expander: the children (or complemented children) of many positions at once, reduced by
//! a symmetry group, sorted and deduplicated; the level search's inner loop.
//!
//! This file holds the expander's tables and a position's images under the group; the rest is
//! split by concern: `generators` makes one position's children with the instructions the
//! processor has, `collect` gathers what is made for many inputs into a sorted set on all
//! cores, and `descendants` holds the set operations the searches call (children, complements,
//! parents), each handing the collector what it makes of one input.

mod collect;
mod descendants;
mod generators;
#[cfg(test)]
mod tests;

#[cfg(target_arch = "x86_64")]
use generators::Lanes;
use generators::{Instructions, MAX_LANES};

use crate::search::shift_group::ShiftGroup;
use pegsol_base::geometry::{Board, Group};

/// The largest group on either lattice (D6).
pub(crate) const MAX_GROUP: usize = 12;

/// Generates the children of positions, reduced by a group, using the symmetric images of each
/// parent updated by XOR masks per jump instead of recomputing them.
pub struct Expander<'a> {
    board: &'a Board,
    group: Group,
    /// `jump_images[k * g + s]`: the mask of jump k under the group's s-th symmetry.
    jump_images: Vec<u64>,
    /// The same, 8 lanes a jump whatever the group's size (unused lanes 0), for the AVX-512
    /// generator.
    #[cfg(target_arch = "x86_64")]
    lane_jump_images: Vec<u64>,
    /// `byte_images[(b * 256 + v) * g + s]`: the image of the pegs `v << 8b` under the group's
    /// s-th symmetry. A parent's images under the whole group are then one row per byte ORed
    /// together (5 rows of 64 bytes on the English board), where applying each symmetry on its
    /// own read 40 rows from 8 tables: 10 ns a parent instead of 29 on the central game.
    byte_images: Vec<u64>,
    /// Jumps grouped by their hole-index offsets, so one group's legal jumps are found for all
    /// landing holes at once with shifts (no branch per candidate jump).
    shift_groups: Vec<ShiftGroup>,
    /// `jump_at[group * 64 + to]`: the index of the group's jump landing on `to`.
    jump_at: Vec<u16>,
    /// The jumps in group order (the jumps of each shift group together, by landing hole), as
    /// the generators gather them and as vetoes name them. Where the board's groups fit in 16
    /// lanes of 8, each group starts at a multiple of 8 (the places in between name no legal
    /// jump; they repeat the group's last jump).
    jump_of: Vec<u16>,
    /// The shift groups as lanes of at most 8 jumps, for the AVX-512 gatherer.
    #[cfg(target_arch = "x86_64")]
    lanes: Lanes,
    /// Which of this processor's instructions the generator may use.
    instructions: Instructions,
}

impl<'a> Expander<'a> {
    pub fn new(board: &'a Board, group: &Group) -> Expander<'a> {
        assert!(group.len() <= MAX_GROUP && !group.is_empty());
        let jump_images: Vec<u64> = board
            .jumps()
            .iter()
            .flat_map(|j| {
                group
                    .0
                    .iter()
                    .map(move |&s| board.symmetry(s).apply(j.mask()))
            })
            .collect();
        #[cfg(target_arch = "x86_64")]
        let lane_jump_images = if group.len() <= 8 {
            jump_images
                .chunks(group.len())
                .flat_map(|masks| (0..8).map(|s| masks.get(s).copied().unwrap_or(0)))
                .collect()
        } else {
            Vec::new()
        };
        let bytes = board.holes().div_ceil(8);
        let byte_images = (0..bytes * 256)
            .flat_map(|row| {
                let pegs = ((row % 256) as u64) << (8 * (row / 256)) & board.full();
                group.0.iter().map(move |&s| board.symmetry(s).apply(pegs))
            })
            .collect();
        let mut shift_groups: Vec<ShiftGroup> = Vec::new();
        let mut jump_at = Vec::new();
        for (k, j) in board.jumps().iter().enumerate() {
            let over_to = j.to as i32 - j.over as i32;
            let from_to = j.to as i32 - j.from as i32;
            let key = (over_to, from_to);
            let g = match shift_groups.iter().position(|sg| sg.key == key) {
                Some(g) => g,
                None => {
                    shift_groups.push(ShiftGroup::new(key));
                    jump_at.extend([0u16; 64]);
                    shift_groups.len() - 1
                }
            };
            shift_groups[g].landing |= 1 << j.to;
            jump_at[g * 64 + j.to as usize] = k as u16;
        }
        // Group order: each group's jumps by landing hole, the order PEXT gathers them in;
        // each group from a multiple of 8 where the lanes fit.
        let lane_count: usize = shift_groups
            .iter()
            .map(|sg| (sg.landing.count_ones() as usize).div_ceil(8))
            .sum();
        let in_lanes = lane_count <= MAX_LANES;
        let mut jump_of = Vec::with_capacity(board.jumps().len());
        for (g, sg) in shift_groups.iter_mut().enumerate() {
            if in_lanes {
                if let Some(&last) = jump_of.last() {
                    jump_of.resize(jump_of.len().next_multiple_of(8), last);
                }
            }
            sg.first = jump_of.len();
            let mut landing = sg.landing;
            while landing != 0 {
                jump_of.push(jump_at[g * 64 + landing.trailing_zeros() as usize]);
                landing &= landing - 1;
            }
        }
        #[cfg(target_arch = "x86_64")]
        let lanes = if in_lanes {
            Lanes::new(&shift_groups)
        } else {
            Lanes::default()
        };
        Expander {
            board,
            group: group.clone(),
            jump_images,
            #[cfg(target_arch = "x86_64")]
            lane_jump_images,
            byte_images,
            shift_groups,
            jump_at,
            instructions: Instructions::detect(jump_of.len(), in_lanes),
            jump_of,
            #[cfg(target_arch = "x86_64")]
            lanes,
        }
    }

    pub fn board(&self) -> &Board {
        self.board
    }

    pub fn group(&self) -> &Group {
        &self.group
    }

    /// Calls `f` with the code's images under the group (from the byte table; see
    /// `byte_images`).
    #[inline]
    fn with_images<R>(&self, code: u64, f: impl FnOnce(&[u64]) -> R) -> R {
        match self.group.len() {
            1 => f(&self.images::<1>(code)),
            2 => f(&self.images::<2>(code)),
            3 => f(&self.images::<3>(code)),
            4 => f(&self.images::<4>(code)),
            6 => f(&self.images::<6>(code)),
            8 => f(&self.images::<8>(code)),
            12 => f(&self.images::<12>(code)),
            other => unreachable!("a lattice symmetry group has no subgroup of order {other}"),
        }
    }

    /// The mincode of the code's complement (`Board::complement_mincode`, from the byte table).
    #[inline]
    pub(crate) fn complement_mincode(&self, code: u64) -> u64 {
        let most = self.with_images(code, |images| images.iter().copied().max());
        self.board.full() ^ most.unwrap_or(code)
    }

    /// The number of raw positions in the code's orbit under the group.
    pub(crate) fn orbit_size(&self, code: u64) -> u64 {
        // The images not seen before in the list (a dozen at most: comparing them all is
        // cheaper than sorting them).
        self.with_images(code, |images| {
            (0..images.len())
                .filter(|&i| !images[..i].contains(&images[i]))
                .count() as u64
        })
    }

    /// The position's images under the group.
    #[inline(always)]
    fn images<const G: usize>(&self, position: u64) -> [u64; G] {
        let mut images = [0u64; G];
        for b in 0..self.byte_images.len() / (256 * G) {
            let row = b * 256 + (position >> (8 * b) & 0xff) as usize;
            let row: &[u64; G] = self.byte_images[row * G..row * G + G].try_into().unwrap();
            for s in 0..G {
                images[s] |= row[s];
            }
        }
        images
    }
}

/// The minimum by pairwise reduction: a short dependency chain instead of G sequential compares.
#[inline(always)]
fn tree_min<const G: usize>(values: &[u64; G]) -> u64 {
    let mut v = *values;
    let mut width = G;
    while width > 1 {
        let half = width / 2;
        for i in 0..half {
            v[i] = v[i].min(v[i + half]);
        }
        if width % 2 == 1 {
            v[0] = v[0].min(v[width - 1]);
        }
        width = half;
    }
    v[0]
}
