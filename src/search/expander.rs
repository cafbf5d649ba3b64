//! The expander: the children (or complemented children) of many positions at once, reduced by
//! a symmetry group, sorted and deduplicated; the level search's inner loop.

use crate::search::code_filter::CodeFilter;
use crate::search::code_set::{CodeSet, Codes};
use crate::search::pagoda::{JumpVetoes, Pagodas, VetoMask, NO_VETOES};
use crate::search::parallel::{run_all, worker_count, workers_for, BATCH};
use crate::search::shift_group::ShiftGroup;
use crate::search::sorted_set::{merge_u32, sort_dedup, sort_dedup_u32, DedupScratch, RunMerger};
use pegsol_base::geometry::{Board, Group};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// The largest group on either lattice (D6).
pub(crate) const MAX_GROUP: usize = 12;
/// Parents expanded before the buckets are sorted: bounds the children held to ~35 MB, which
/// keeps `pegs levels` on the central game near 113 MB (chunks of 512 K parents: 100 MB but 5 %
/// slower, each chunk after the first being merged into the level; 1 M parents: ~125 MB).
const EXPAND_CHUNK: usize = 3 << 18;
/// The chunk for the pagoda-thinned forward levels of the search for W and for the filtered
/// complements of the middle (`pegs levels` too: few of them pass the filter): the central
/// game's F_17 (1.30 M codes after the pagodas) and its children in one chunk each instead of
/// two and three, which saves merging a level's parts (about 4 % of `pegs solve`) for 13 MB
/// more (60 MB at the peak).
const SEARCH_FOR_W_CHUNK: usize = 1 << 21;
/// Children are bucketed by this many top bits of their code: small buckets sort in cache (a
/// bucket of the central game, 2^22 possible codes, is a 512 KB bitmap), and few buckets keep
/// the ends being pushed to in cache: 2048 buckets made `pegs solve` 5 % faster than 4096.
const BUCKET_BITS: u32 = 11;
/// Parents a thread takes at a time when a level's parents are shared out.
const SHARED_PART: usize = 1 << 14;
/// The smallest part of the parents a thread takes, near the end of a level.
const LEAST_PART: usize = 1 << 10;
/// Buckets a thread takes at a time when they are shared out to be sorted.
const SHARED_BUCKETS: usize = 32;
/// Below this many inputs a level is built on the calling thread with a plain sort.
const SMALL_LEVEL: usize = 4096;
/// Inputs worth a thread of their own: on the central game the levels of 9 K and 27 K
/// parents, built on one core with the threshold at 32 K, took 9 ms.
const SHARED_LEVEL: usize = 1 << 13;

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

/// The shift groups split into lanes of at most 8 landing holes, 8 lanes to a 512-bit vector:
/// a parent's legal jumps in every lane come from two variable shifts and three ANDs a vector,
/// and `vpshufbitqmb` gathers each lane's 8 landing bits into a byte of the gathered bit set.
/// The scalar loop over the groups (shifts, PEXT and a 128-bit shift a group, 12 groups on the
/// English board) was a third of the generator's time.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Debug, Default)]
struct Lanes {
    /// Vectors in use: 0 where the groups do not fit in 16 lanes.
    vectors: usize,
    over_left: [u64; MAX_LANES],
    over_right: [u64; MAX_LANES],
    from_left: [u64; MAX_LANES],
    from_right: [u64; MAX_LANES],
    /// The lane's landing holes (none in unused lanes).
    landing: [u64; MAX_LANES],
    /// Byte i of lane l: the hole whose bit becomes place 8l + i of the gathered set (past the
    /// lane's holes, the index of a bit not among them, which is always clear).
    picks: [u64; MAX_LANES],
}

/// Lanes of 8 jumps the gathered bit set has room for (128 places).
const MAX_LANES: usize = 16;

/// The generator versions. With BMI2 the legal jumps of all shift groups are gathered by PEXT
/// into one bit set over the jumps in group order and walked in a single loop: a loop per
/// group mispredicts its exit about once per group, and the English board has 12 groups. On
/// one core over F_17 of the central game, making a child took 9.2 ns portably and 7.0 ns with
/// BMI2. With AVX-512 as well, a child's 8 images under D4 are XORed with the jump's and
/// reduced to their minimum in one 512-bit vector: 4.6 ns a child on F_19 (7.1 with BMI2
/// alone, same run). (An earlier try that left the vectorising to the compiler found no gain;
/// the explicit reduction is what pays.) With BITALG too, the legal jumps of all groups are
/// found in two vectors of lanes (`Lanes`): on random 17-peg positions of the English board,
/// one core, 3.7 ns a child against 5.3 (37 ns a parent against 54).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Instructions {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Bmi2,
    /// BMI2, and AVX-512 for groups of 2 to 8.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// As `Avx512`, the legal jumps gathered by lanes (`Lanes`), with AVX-512 BITALG.
    #[cfg(target_arch = "x86_64")]
    Avx512Lanes,
}

/// Places in the gathered bit set (a board's jumps in group order, and where its groups start
/// at multiples of 8 the places between them: 123 on the English board, 108 on Wiegleb's;
/// boards with more use the portable loop): as many as a veto mask has.
#[cfg(target_arch = "x86_64")]
const MAX_GATHERED_PLACES: usize = crate::search::pagoda::VETO_PLACES;

impl Instructions {
    /// For a board whose gathered bit set has `places` places (its jumps, and the padding
    /// between groups where they fit `in_lanes`).
    fn detect(places: usize, in_lanes: bool) -> Instructions {
        #[cfg(target_arch = "x86_64")]
        if places <= MAX_GATHERED_PLACES && std::is_x86_feature_detected!("bmi2") {
            if std::is_x86_feature_detected!("avx512f") {
                if in_lanes && std::is_x86_feature_detected!("avx512bitalg") {
                    return Instructions::Avx512Lanes;
                }
                return Instructions::Avx512;
            }
            return Instructions::Bmi2;
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (places, in_lanes);
        Instructions::Portable
    }
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

    /// Whether this board's tables suit a generator (the lanes need groups that fit them).
    #[cfg(test)]
    fn can_run(&self, instructions: Instructions) -> bool {
        match instructions {
            #[cfg(target_arch = "x86_64")]
            Instructions::Avx512Lanes => self.lanes.vectors > 0,
            _ => true,
        }
    }
    pub fn group(&self) -> &Group {
        &self.group
    }

    /// Calls `f(jump index, child mincode)` for every legal jump of `position`.
    #[inline]
    pub fn for_each_child(&self, position: u64, f: impl FnMut(usize, u64)) {
        self.for_each_child_flipped(position, 0, f)
    }

    /// Like `for_each_child`, but every child is XORed with `flip` before it is reduced:
    /// `flip = full` gives the children's complements at no extra cost, since the symmetries
    /// map the full board to itself.
    #[inline]
    pub(crate) fn for_each_child_flipped(
        &self,
        position: u64,
        flip: u64,
        f: impl FnMut(usize, u64),
    ) {
        self.for_each_child_where(position, flip, NO_VETOES, f)
    }

    /// Like `for_each_child_flipped`, without the jumps `vetoed` names (bits over the jumps in
    /// group order: decided before the child is reduced, so a vetoed child costs no symmetric
    /// images).
    #[inline]
    fn for_each_child_where(
        &self,
        position: u64,
        flip: u64,
        vetoed: Vetoes,
        f: impl FnMut(usize, u64),
    ) {
        // Group sizes are divisors of 8 or 12; a constant size lets the image loop unroll.
        match self.group.len() {
            1 => self.children::<1>(position, flip, vetoed, f),
            2 => self.children::<2>(position, flip, vetoed, f),
            3 => self.children::<3>(position, flip, vetoed, f),
            4 => self.children::<4>(position, flip, vetoed, f),
            6 => self.children::<6>(position, flip, vetoed, f),
            8 => self.children::<8>(position, flip, vetoed, f),
            12 => self.children::<12>(position, flip, vetoed, f),
            other => unreachable!("a lattice symmetry group has no subgroup of order {other}"),
        }
    }

    #[inline(always)]
    fn children<const G: usize>(
        &self,
        position: u64,
        flip: u64,
        vetoed: Vetoes,
        f: impl FnMut(usize, u64),
    ) {
        match self.instructions {
            Instructions::Portable => self.children_portable::<G>(position, flip, vetoed, f),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `Instructions::detect` chose AVX-512 (with BMI2) only where the processor
            // has both.
            Instructions::Avx512 if G > 1 && G <= 8 => unsafe {
                self.children_avx512::<G>(position, flip, vetoed, f)
            },
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `Instructions::detect` chose AVX-512 with lanes (with BMI2 and BITALG)
            // only where the processor has all three and the board's groups fit the lanes.
            Instructions::Avx512Lanes if G > 1 && G <= 8 => unsafe {
                self.children_avx512_lanes::<G>(position, flip, vetoed, f)
            },
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `Instructions::detect` chose BMI2 or either AVX-512 generator (which take
            // this path for groups of 1 and 12) only where the processor has BMI2.
            Instructions::Bmi2 | Instructions::Avx512 | Instructions::Avx512Lanes => unsafe {
                self.children_bmi2::<G>(position, flip, vetoed, f)
            },
        }
    }

    #[inline(always)]
    fn children_portable<const G: usize>(
        &self,
        position: u64,
        flip: u64,
        vetoed: Vetoes,
        mut f: impl FnMut(usize, u64),
    ) {
        let images = self.images::<G>(position);
        let empty = self.board.full() & !position;
        // Places past the vetoes' `VETO_PLACES` are never vetoed.
        let any_vetoed = vetoed != NO_VETOES;
        for (g, sg) in self.shift_groups.iter().enumerate() {
            let mut legal = sg.legal(position, empty);
            while legal != 0 {
                let to = legal.trailing_zeros() as usize;
                legal &= legal - 1;
                if any_vetoed {
                    let place = sg.first + (sg.landing & ((1 << to) - 1)).count_ones() as usize;
                    if vetoed
                        .get(place / 64)
                        .is_some_and(|w| w >> (place % 64) & 1 == 1)
                    {
                        continue;
                    }
                }
                let k = self.jump_at[g * 64 + to] as usize;
                self.child::<G>(&images, k, flip, &mut f);
            }
        }
    }

    /// Calls `f` with the board index of every legal jump of `position` that `vetoed` leaves:
    /// the legal jumps of every shift group gathered by PEXT into one bit set over the jumps in
    /// group order, walked in one loop (see `Instructions`).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    #[inline]
    fn for_each_gathered_jump(&self, position: u64, vetoed: Vetoes, f: impl FnMut(usize)) {
        use std::arch::x86_64::_pext_u64;
        let empty = self.board.full() & !position;
        let mut words = [0u64; MAX_GATHERED_PLACES / 64];
        for sg in &self.shift_groups {
            let legal = sg.legal(position, empty);
            let bits = (_pext_u64(legal, sg.landing) as u128) << sg.first;
            words[0] |= bits as u64;
            words[1] |= (bits >> 64) as u64;
        }
        self.walk_gathered(words, vetoed, f);
    }

    /// Calls `f` with the board index of the jump at each place set in `words` (the gathered
    /// bit set) and not in `vetoed`.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn walk_gathered(&self, words: VetoMask, vetoed: Vetoes, mut f: impl FnMut(usize)) {
        for (w, mut bits) in words.into_iter().enumerate() {
            bits &= !vetoed[w];
            while bits != 0 {
                f(self.jump_of[64 * w + bits.trailing_zeros() as usize] as usize);
                bits &= bits - 1;
            }
        }
    }

    /// The generator on the gathered jumps, each child's images reduced one by one.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    #[inline]
    fn children_bmi2<const G: usize>(
        &self,
        position: u64,
        flip: u64,
        vetoed: Vetoes,
        mut f: impl FnMut(usize, u64),
    ) {
        let images = self.images::<G>(position);
        self.for_each_gathered_jump(position, vetoed, |k| {
            self.child::<G>(&images, k, flip, &mut f)
        });
    }

    /// The generator on the gathered jumps for groups of 2 to 8 (the square lattice's D4 and
    /// its subgroups, the triangle's D3 and its), with each child's images XORed and their
    /// minimum taken in one 512-bit vector (`flipped_images`, `vector_child`).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2,avx512f")]
    #[inline]
    fn children_avx512<const G: usize>(
        &self,
        position: u64,
        flip: u64,
        vetoed: Vetoes,
        mut f: impl FnMut(usize, u64),
    ) {
        let flipped = self.flipped_images::<G>(position, flip);
        self.for_each_gathered_jump(position, vetoed, |k| f(k, self.vector_child(flipped, k)));
    }

    /// A parent's images under the group XORed with `flip`, in the lanes of a vector: the lanes
    /// past the group's size hold all ones, which no image is below.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn flipped_images<const G: usize>(
        &self,
        position: u64,
        flip: u64,
    ) -> std::arch::x86_64::__m512i {
        let mut flipped = [u64::MAX; 8];
        for (lane, image) in flipped.iter_mut().zip(self.images::<G>(position)) {
            *lane = image ^ flip;
        }
        // SAFETY: reads the 8 u64 of an array of 8.
        unsafe { std::arch::x86_64::_mm512_loadu_si512(flipped.as_ptr().cast()) }
    }

    /// The child jump k makes of the parent whose images are `flipped`, reduced: the least of
    /// the images XORed with the jump's.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn vector_child(&self, flipped: std::arch::x86_64::__m512i, k: usize) -> u64 {
        use std::arch::x86_64::*;
        let masks = &self.lane_jump_images[k * 8..k * 8 + 8];
        // SAFETY: reads the 8 u64 of a slice of 8 (`lane_jump_images` holds 8 per jump).
        let masks = unsafe { _mm512_loadu_si512(masks.as_ptr().cast()) };
        _mm512_reduce_min_epu64(_mm512_xor_si512(flipped, masks)) as u64
    }

    /// `for_each_gathered_jump` by lanes (see `Lanes`).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512bitalg")]
    #[inline]
    fn for_each_lane_jump(&self, position: u64, vetoed: Vetoes, f: impl FnMut(usize)) {
        use std::arch::x86_64::*;
        let lanes = &self.lanes;
        let pegs = _mm512_set1_epi64(position as i64);
        let empty = _mm512_set1_epi64((self.board.full() & !position) as i64);
        let mut words = [0u64; MAX_LANES / 8];
        for (v, word) in words.iter_mut().enumerate().take(lanes.vectors) {
            let lane = v * 8;
            // SAFETY: each load reads 8 u64 of an array of 16, from index 0 or 8.
            let [over_left, over_right, from_left, from_right, landing, picks] = unsafe {
                [
                    lanes.over_left[lane..].as_ptr(),
                    lanes.over_right[lane..].as_ptr(),
                    lanes.from_left[lane..].as_ptr(),
                    lanes.from_right[lane..].as_ptr(),
                    lanes.landing[lane..].as_ptr(),
                    lanes.picks[lane..].as_ptr(),
                ]
                .map(|at| _mm512_loadu_si512(at.cast()))
            };
            let over = _mm512_srlv_epi64(_mm512_sllv_epi64(pegs, over_left), over_right);
            let from = _mm512_srlv_epi64(_mm512_sllv_epi64(pegs, from_left), from_right);
            let legal = _mm512_and_si512(
                _mm512_and_si512(over, from),
                _mm512_and_si512(empty, landing),
            );
            *word = _mm512_bitshuffle_epi64_mask(legal, picks);
        }
        self.walk_gathered(words, vetoed, f);
    }

    /// `children_avx512` with the jumps gathered by lanes (a function of its own: one with
    /// BITALG enabled cannot be the one the processors without it run).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2,avx512f,avx512bitalg")]
    #[inline]
    fn children_avx512_lanes<const G: usize>(
        &self,
        position: u64,
        flip: u64,
        vetoed: Vetoes,
        mut f: impl FnMut(usize, u64),
    ) {
        let flipped = self.flipped_images::<G>(position, flip);
        self.for_each_lane_jump(position, vetoed, |k| f(k, self.vector_child(flipped, k)));
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

    /// Emits the child that jump k makes, reduced.
    #[inline(always)]
    fn child<const G: usize>(
        &self,
        images: &[u64; G],
        k: usize,
        flip: u64,
        f: &mut impl FnMut(usize, u64),
    ) {
        let masks: &[u64; G] = self.jump_images[k * G..k * G + G].try_into().unwrap();
        let mut child = [0u64; G];
        for s in 0..G {
            child[s] = images[s] ^ masks[s] ^ flip;
        }
        f(k, tree_min(&child));
    }

    /// D(parents): all children, reduced, sorted, without duplicates. Stops with `None` when the
    /// result would hold more than `limit` codes.
    pub fn descendants(&self, parents: &[u64], limit: usize) -> Option<Vec<u64>> {
        self.thinned_descendants(parents.into(), limit, &Pagodas::default())
            .map(CodeSet::into_vec)
    }

    /// D(parents) without the children some pagoda rules out (tested on all cores, each child
    /// once, while its bucket is still in cache).
    pub fn thinned_descendants(
        &self,
        parents: Codes<'_>,
        limit: usize,
        pagodas: &Pagodas,
    ) -> Option<CodeSet> {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let mut children = self.descendants_by_runs(parents, limit)?;
            children.retain(|&c| !pagodas.rules_out(c));
            return Some(CodeSet::Whole(children));
        }
        // The pagodas are tried on each child before it is reduced, by adding its jump's change
        // to the parent's totals: on the central game a quarter of the children are dropped
        // before they are bucketed and sorted. Testing the reduced codes again after the sort
        // (the table's pagodas were chosen for reduced codes) drops only 4 % more of F_17, and
        // made `pegs solve` 5 % slower: it is left to pagodas the vetoes do not hold. Only
        // natively: the WebAssembly modules' boards have no pagoda table, so the extra loop
        // would only add to their size.
        if !pagodas.is_empty() && !cfg!(target_arch = "wasm32") {
            let vetoes = pagodas.jump_vetoes(&self.jump_of);
            let produce = ThinnedChildrenOf(self, pagodas, &vetoes);
            let keep = if pagodas.vetoes_hold_all() {
                Keep::All
            } else {
                Keep::NotRuledOut(pagodas)
            };
            return self.collect_set(parents, limit, &produce, keep);
        }
        self.collect_set(
            parents,
            limit,
            &ChildrenOf(self),
            Keep::NotRuledOut(pagodas),
        )
    }

    /// The sorted set of every code `produce` emits for the inputs, built on all cores.
    fn collect_set(
        &self,
        inputs: Codes<'_>,
        limit: usize,
        produce: &impl Produce,
        keep: Keep<'_>,
    ) -> Option<CodeSet> {
        let bits = self.board.holes() as u32;
        let count = inputs.count();
        if count < SMALL_LEVEL {
            let mut out = Vec::new();
            inputs.for_each_in(0..count, |p| produce.produce(p, |c| out.push(c)));
            out.sort_unstable();
            out.dedup();
            out.retain(|&c| keep.keeps(c));
            return (out.len() <= limit).then_some(CodeSet::Whole(out));
        }
        // Children go into buckets by their top bits, keeping only the low bits (u32); each
        // bucket is sorted on its own, and the buckets in order give the sorted level.
        let low_bits = bits.saturating_sub(BUCKET_BITS);
        let buckets = 1usize << (bits - low_bits);
        let threads = workers_for(count, SHARED_LEVEL);
        let mut levels: Vec<Vec<u32>> = vec![Vec::new(); buckets];
        let chunk = produce.chunk();
        for chunk_start in (0..count).step_by(chunk) {
            let chunk_end = (chunk_start + chunk).min(count);
            // Threads take the parents in small parts as they go, so that one whose parents
            // have more jumps (or whose core is busy elsewhere) does not hold the other up.
            let next_part = AtomicUsize::new(chunk_start);
            let expand = || {
                let mut out = vec![Vec::new(); buckets];
                while let Some(part) = take_part(&next_part, chunk_end, threads) {
                    inputs.for_each_in(part, |p| {
                        produce.produce(p, |c| out[(c >> low_bits) as usize].push(c as u32))
                    });
                }
                out
            };
            let expanded: Vec<Vec<Vec<u32>>> = run_all((0..threads).map(|_| &expand).collect());
            // Threads take the buckets a few at a time too, and sort and merge them in place:
            // a bucket's cost is not known before it is sorted.
            let shares = Mutex::new(levels.chunks_mut(SHARED_BUCKETS).enumerate());
            let sort = || {
                let mut scratch = DedupScratch::default();
                let mut parts: Vec<&[u32]> = Vec::with_capacity(expanded.len());
                loop {
                    let next = shares.lock().unwrap_or_else(PoisonError::into_inner).next();
                    let Some((share, mine)) = next else {
                        break;
                    };
                    for (i, level) in mine.iter_mut().enumerate() {
                        let b = share * SHARED_BUCKETS + i;
                        parts.clear();
                        parts.extend(expanded.iter().map(|e| &e[b][..]));
                        if parts.iter().all(|part| part.is_empty()) {
                            continue;
                        }
                        let mut run = Vec::new();
                        sort_dedup_u32(&parts, low_bits, &mut scratch, &mut run);
                        keep.retain_bucket(b, low_bits, &mut run);
                        if !level.is_empty() {
                            run = merge_u32(level, &run);
                        }
                        // The bucket is kept as it is (see `CodeSet::Bucketed`): without the
                        // room of the duplicates, of the codes just dropped, and of those the
                        // merge found twice.
                        run.shrink_to_fit();
                        *level = run;
                    }
                }
            };
            run_all((0..threads).map(|_| &sort).collect());
            if levels.iter().map(Vec::len).sum::<usize>() > limit {
                return None;
            }
        }
        Some(CodeSet::from_buckets(low_bits, levels))
    }

    /// D(parents) for boards too big for the bucket layout: sorted batches merged as runs.
    fn descendants_by_runs(&self, parents: Codes<'_>, limit: usize) -> Option<Vec<u64>> {
        let count = parents.count();
        let threads = worker_count(count);
        let bits = self.board.holes() as u32;
        let work = |range: std::ops::Range<usize>| -> Option<Vec<u64>> {
            let mut merger = RunMerger::default();
            let mut buffer = Vec::new();
            let mut scratch = Vec::new();
            for batch_start in range.clone().step_by(BATCH) {
                buffer.clear();
                let batch = batch_start..(batch_start + BATCH).min(range.end);
                parents.for_each_in(batch, |p| self.for_each_child(p, |_, c| buffer.push(c)));
                sort_dedup(&mut buffer, bits, &mut scratch);
                merger.push(buffer.clone());
                if merger.held() > limit {
                    return None;
                }
            }
            Some(merger.finish())
        };
        let part = count.div_ceil(threads).max(1);
        let results: Vec<Option<Vec<u64>>> = run_all(
            (0..count)
                .step_by(part)
                .map(|begin| {
                    let range = begin..(begin + part).min(count);
                    move || work(range)
                })
                .collect(),
        );
        let mut merger = RunMerger::default();
        for r in results {
            merger.push(r?);
        }
        let out = merger.finish();
        (out.len() <= limit).then_some(out)
    }

    /// The complements of D(parents), reduced, sorted, without duplicates: one sort instead of
    /// sorting the children and then their complements.
    pub fn complemented_descendants(&self, parents: Codes<'_>) -> Vec<u64> {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let children = self
                .descendants_by_runs(parents, usize::MAX)
                .unwrap_or_default();
            return self.complement_all((&children).into());
        }
        self.collect_set(
            parents,
            usize::MAX,
            &ComplementedChildrenOf(self),
            Keep::All,
        )
        .map(CodeSet::into_vec)
        .unwrap_or_default()
    }

    /// The complements of the children of `parents` that `members` holds, sorted and reduced:
    /// a filter over `members` passes the few that may be there, and only those are sorted and
    /// looked up, bucket by bucket, instead of sorting every child.
    pub fn complemented_descendants_in(&self, parents: Codes<'_>, members: &CodeSet) -> CodeSet {
        self.filtered_complements(parents, 0, members)
    }

    /// The parents of `children` that `members` holds, reduced and sorted: a jump backwards
    /// is a jump forwards on the complements, so they are the complemented children of the
    /// children's complements (and complementing a child flips each of its images alike).
    pub fn parents_in(&self, children: Codes<'_>, members: &CodeSet) -> CodeSet {
        self.filtered_complements(children, self.board.full(), members)
    }

    /// The complemented children of the positions `input ^ flip` that `members` holds.
    fn filtered_complements(&self, inputs: Codes<'_>, flip: u64, members: &CodeSet) -> CodeSet {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let flipped;
            let parents = if flip == 0 {
                inputs
            } else {
                flipped = self.complement_all(inputs);
                (&flipped).into()
            };
            let mut complements = self.complemented_descendants(parents);
            complements.retain(|&c| members.contains(c));
            return CodeSet::Whole(complements);
        }
        let filter = CodeFilter::new(members);
        let produce = FilteredComplementsOf {
            expander: self,
            filter: &filter,
            flip,
        };
        self.collect_set(inputs, usize::MAX, &produce, Keep::MembersOf(members))
            .unwrap_or_default()
    }

    /// Reduces arbitrary codes into a sorted set.
    pub fn reduce_all(&self, codes: &[u64]) -> Vec<u64> {
        let mut out: Vec<u64> = codes
            .iter()
            .map(|&c| self.board.mincode(&self.group, c))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The complements of a reduced set, reduced and sorted.
    pub fn complement_all(&self, codes: Codes<'_>) -> Vec<u64> {
        self.complements_where(codes, Keep::All)
    }

    /// The complements of a reduced set that `members` holds, reduced and sorted: kept bucket
    /// by bucket as they are sorted, on all cores, so the complements of a big level are never
    /// all held at once nor intersected on one thread.
    pub fn complements_in(&self, codes: Codes<'_>, members: &CodeSet) -> Vec<u64> {
        self.complements_where(codes, Keep::MembersOf(members))
    }

    fn complements_where(&self, codes: Codes<'_>, keep: Keep<'_>) -> Vec<u64> {
        let count = codes.count();
        if count > BATCH && self.board.holes() as u32 <= BUCKET_BITS + 32 {
            return self
                .collect_set(codes, usize::MAX, &ComplementOf(self), keep)
                .map(CodeSet::into_vec)
                .unwrap_or_default();
        }
        let mut out = Vec::with_capacity(count);
        codes.for_each_in(0..count, |c| out.push(self.complement_mincode(c)));
        let mut scratch = Vec::new();
        sort_dedup(&mut out, self.board.holes() as u32, &mut scratch);
        out.retain(|&c| keep.keeps(c));
        out
    }
}

#[cfg(target_arch = "x86_64")]
impl Lanes {
    /// The lanes of shift groups whose `first` places are multiples of 8 (at most
    /// `MAX_LANES` lanes in all).
    fn new(groups: &[ShiftGroup]) -> Lanes {
        let mut lanes = Lanes::default();
        for sg in groups {
            debug_assert!(sg.first % 8 == 0, "a group starts a lane");
            // The group's landing holes, lowest first, 8 to a lane.
            let holes: Vec<u8> = (0..64).filter(|&h| sg.landing >> h & 1 == 1).collect();
            for (i, mine) in holes.chunks(8).enumerate() {
                let lane = sg.first / 8 + i;
                let landing = mine.iter().fold(0u64, |bits, &h| bits | 1 << h);
                let mut picks = [(!landing).trailing_zeros() as u8; 8];
                picks[..mine.len()].copy_from_slice(mine);
                lanes.over_left[lane] = u64::from(sg.over.left);
                lanes.over_right[lane] = u64::from(sg.over.right);
                lanes.from_left[lane] = u64::from(sg.from.left);
                lanes.from_right[lane] = u64::from(sg.from.right);
                lanes.landing[lane] = landing;
                lanes.picks[lane] = u64::from_le_bytes(picks);
                lanes.vectors = lanes.vectors.max((lane + 1).div_ceil(8));
            }
        }
        lanes
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

/// The next part of the inputs below `end` for one of `threads` threads, or `None` when all
/// are taken: parts of `SHARED_PART` while many are left, smaller as the end nears, down to
/// `LEAST_PART`, so that the threads finish together (the last big part alone kept a core idle
/// for over a millisecond).
fn take_part(next: &AtomicUsize, end: usize, threads: usize) -> Option<std::ops::Range<usize>> {
    let mut begin = next.load(Ordering::Relaxed);
    loop {
        if begin >= end {
            return None;
        }
        let size = ((end - begin) / (4 * threads)).clamp(LEAST_PART, SHARED_PART);
        match next.compare_exchange_weak(begin, begin + size, Ordering::Relaxed, Ordering::Relaxed)
        {
            Ok(_) => return Some(begin..(begin + size).min(end)),
            Err(now) => begin = now,
        }
    }
}

/// Which of the sorted codes `collect_set` keeps.
#[derive(Clone, Copy)]
enum Keep<'a> {
    All,
    /// Those no pagoda rules out.
    NotRuledOut(&'a Pagodas),
    /// Those in the set.
    MembersOf(&'a CodeSet),
}

impl Keep<'_> {
    fn keeps(self, code: u64) -> bool {
        match self {
            Keep::All => true,
            Keep::NotRuledOut(pagodas) => !pagodas.rules_out(code),
            Keep::MembersOf(set) => set.contains(code),
        }
    }

    /// Keeps those of one bucket's sorted low bits (codes `bucket << low_bits | low`).
    fn retain_bucket(self, bucket: usize, low_bits: u32, lows: &mut Vec<u32>) {
        match self {
            Keep::All => {}
            Keep::NotRuledOut(pagodas) if pagodas.is_empty() => {}
            Keep::NotRuledOut(_) => {
                let high = (bucket as u64) << low_bits;
                lows.retain(|&low| self.keeps(high | u64::from(low)))
            }
            Keep::MembersOf(set) => set.retain_bucket_members(bucket, low_bits, lows),
        }
    }
}

/// Jumps not to make children for: bits over the places of the gathered order (`jump_of`, the
/// first `VETO_PLACES`).
type Vetoes = VetoMask;

/// What `collect_set` gathers for each input code (generic, so the hot loop has no indirect call).
trait Produce: Sync {
    fn produce(&self, input: u64, emit: impl FnMut(u64));
    /// Inputs expanded before their outputs are sorted.
    fn chunk(&self) -> usize {
        EXPAND_CHUNK
    }
}

struct ChildrenOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ChildrenOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        self.0.for_each_child(input, |_, c| emit(c))
    }
}

/// The children that the parent's pagoda totals, changed by the jump, do not rule out.
struct ThinnedChildrenOf<'e, 'b>(&'e Expander<'b>, &'e Pagodas, &'e JumpVetoes);

impl Produce for ThinnedChildrenOf<'_, '_> {
    fn chunk(&self) -> usize {
        SEARCH_FOR_W_CHUNK
    }

    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        let vetoed = self.2.vetoed(&self.1.first_totals(input));
        self.0
            .for_each_child_where(input, 0, vetoed, |_, c| emit(c))
    }
}

struct ComplementedChildrenOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ComplementedChildrenOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        self.0
            .for_each_child_flipped(input, self.0.board.full(), |_, c| emit(c))
    }
}

/// The complemented children of `input ^ flip` that a filter may hold (see
/// `filtered_complements`).
struct FilteredComplementsOf<'e, 'b> {
    expander: &'e Expander<'b>,
    filter: &'e CodeFilter,
    flip: u64,
}

impl Produce for FilteredComplementsOf<'_, '_> {
    fn chunk(&self) -> usize {
        SEARCH_FOR_W_CHUNK
    }

    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        // All of a parent's children are made, and the filter words they will read fetched,
        // before any is tested: the reads are random in a table of about a megabyte, and
        // waiting for each as its child was made cost 15 % of the central game's middle step.
        // Then every child is written down and only those the filter may hold are counted,
        // with no branch on the answer: half the answers are yes on the exact levels of `pegs
        // levels`, and a mispredicted branch cost more than the probe. (Emitting through a
        // `dyn` closure was measured faster than inlining the push twice.)
        let mut children = [0u64; 64];
        let mut made = 0;
        let full = self.expander.board.full();
        let filter = self.filter;
        let keep = |children: &[u64], emit: &mut dyn FnMut(u64)| {
            let mut found = [0u64; 64];
            let mut kept = 0;
            for &c in children {
                found[kept] = c;
                kept += usize::from(filter.may_contain(c));
            }
            found[..kept].iter().for_each(|&c| emit(c));
        };
        self.expander
            .for_each_child_flipped(input ^ self.flip, full, |_, c| {
                filter.prefetch(c);
                children[made] = c;
                made += 1;
                if made == children.len() {
                    keep(&children, &mut emit);
                    made = 0;
                }
            });
        keep(&children[..made], &mut emit);
    }
}

struct ComplementOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ComplementOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        emit(self.0.complement_mincode(input))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::pagoda::VETO_PLACES;
    use pegsol_base::geometry::{builtin_board, BOARD_IDS};

    /// The vetoes of the jumps whose board index `keep` refuses.
    fn vetoes_refused(expander: &Expander, keep: impl Fn(usize) -> bool) -> Vetoes {
        let mut vetoed = NO_VETOES;
        for (place, &k) in expander.jump_of.iter().enumerate().take(VETO_PLACES) {
            if !keep(k as usize) {
                vetoed[place / 64] |= 1 << (place % 64);
            }
        }
        vetoed
    }

    /// The children a generator makes of `position` without the `vetoed` jumps, sorted: (board
    /// jump index, reduced code).
    fn children_by(
        expander: &Expander,
        position: u64,
        flip: u64,
        instructions: Instructions,
        vetoed: Vetoes,
    ) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        let with = Expander {
            instructions,
            ..Expander::new(expander.board, &expander.group)
        };
        with.for_each_child_where(position, flip, vetoed, |k, c| out.push((k, c)));
        out.sort_unstable();
        out
    }

    /// The pagodas' vetoes for all jumps at once leave exactly the children that the first
    /// group of pagodas leaves when asked jump by jump, on positions of 14 to 24 pegs, where the
    /// central game's pagodas rule out some jumps and not others; every generator makes them.
    #[test]
    fn pagoda_vetoes_leave_the_children_asking_each_jump_leaves() {
        let board = builtin_board("english").unwrap();
        let group = board.full_group();
        let expander = Expander::new(&board, &group);
        let centre = board.hole_by_name("d4").unwrap();
        let pagodas = Pagodas::for_finishes(&board, &[1u64 << centre]);
        let vetoes = pagodas.jump_vetoes(&expander.jump_of);
        let mut rng = fastrand::Rng::with_seed(5);
        let (mut thinned, mut kept) = (0, 0);
        for _ in 0..20_000 {
            let pegs = rng.u32(14..=24);
            let mut position = 0u64;
            while position.count_ones() < pegs {
                position |= 1 << rng.usize(..board.holes());
            }
            let totals = pagodas.first_totals(position);
            let vetoed = vetoes.vetoed(&totals);
            let asked = vetoes_refused(&expander, |k| !pagodas.rules_out_after(&totals, k));
            assert_eq!(vetoed, asked, "{position:#x}");
            let all = children_by(&expander, position, 0, Instructions::Portable, NO_VETOES);
            let portable = children_by(&expander, position, 0, Instructions::Portable, vetoed);
            for generator in available_generators() {
                let chosen = children_by(&expander, position, 0, generator, vetoed);
                assert_eq!(chosen, portable, "{position:#x} {generator:?}");
            }
            thinned += all.len() - portable.len();
            kept += portable.len();
        }
        assert!(
            thinned > 1000 && kept > 1000,
            "{thinned} ruled out, {kept} kept"
        );
        // Without pagodas nothing is vetoed.
        let none = Pagodas::default().jump_vetoes(&expander.jump_of);
        assert_eq!(none.vetoed(&[0; 16]), NO_VETOES);
        assert_eq!(none.vetoed(&[-1000; 16]), NO_VETOES);
    }

    /// The processor-specific generators this processor can run.
    fn available_generators() -> Vec<Instructions> {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("bmi2") {
            let mut generators = vec![Instructions::Bmi2];
            if std::is_x86_feature_detected!("avx512f") {
                generators.push(Instructions::Avx512);
                if std::is_x86_feature_detected!("avx512bitalg") {
                    generators.push(Instructions::Avx512Lanes);
                }
            }
            return generators;
        }
        Vec::new()
    }

    /// The filtered complements are those of the children the filter may hold, also where a
    /// position has more of them than the list kept per parent (64): on the 55-hole triangle,
    /// a third of the holes empty, each with its six neighbours and their neighbours full,
    /// makes about a hundred jumps.
    #[test]
    fn filtered_complements_are_the_complemented_children_the_filter_may_hold() {
        let mut rng = fastrand::Rng::with_seed(9);
        for id in ["english", "triangle10"] {
            let board = builtin_board(id).unwrap();
            let group = board.full_group();
            let expander = Expander::new(&board, &group);
            let full = board.full();
            let mut positions: Vec<u64> = (0..2000)
                .map(|_| (rng.u64(..) | rng.u64(..)) & full)
                .collect();
            for (a, b) in [(1, 2), (2, 1), (1, 1), (1, 0), (0, 1)] {
                let lattice_third = (0..board.holes() as u8)
                    .filter(|&h| {
                        let (x, y) = board.coords(h);
                        (a * x + b * y).rem_euclid(3) != 0
                    })
                    .fold(0u64, |p, h| p | 1 << h);
                positions.push(lattice_third);
            }
            // A filter over the complements of all children but every tenth.
            let mut members = Vec::new();
            for &p in &positions {
                let mut k = 0;
                expander.for_each_child_flipped(p, full, |_, c| {
                    if k % 10 != 0 {
                        members.push(c);
                    }
                    k += 1;
                });
            }
            members.sort_unstable();
            members.dedup();
            let filter = CodeFilter::new(&members);
            let mut most = 0;
            // The complemented children, and (flipping the input) the parents.
            for flip in [0, full] {
                let produce = FilteredComplementsOf {
                    expander: &expander,
                    filter: &filter,
                    flip,
                };
                for &p in &positions {
                    let mut made = Vec::new();
                    produce.produce(p, |c| made.push(c));
                    let mut expected = Vec::new();
                    expander.for_each_child_flipped(p ^ flip, full, |_, c| {
                        if filter.may_contain(c) {
                            expected.push(c);
                        }
                    });
                    made.sort_unstable();
                    expected.sort_unstable();
                    assert_eq!(made, expected, "{id} {p:#x} flipped by {flip:#x}");
                    most = most.max(made.len());
                }
            }
            if id == "triangle10" {
                assert!(
                    most > 64,
                    "a position with more than 64 kept children: {most}"
                );
            }
        }
    }

    /// The byte table's complement mincodes and orbit sizes are the board's own, on every
    /// built-in board and for its whole group, the identity, and a subgroup.
    /// The reduced parents of the inputs that `keep` keeps, found one by one: a parent is an
    /// input with a jump of its complement undone.
    fn parents_by_hand(
        expander: &Expander,
        inputs: &[u64],
        keep: impl Fn(u64) -> bool,
    ) -> Vec<u64> {
        let board = expander.board();
        let mut parents: Vec<u64> = inputs
            .iter()
            .flat_map(|&x| {
                board
                    .legal_jumps(board.full() ^ x)
                    .map(move |j| x ^ j.mask())
            })
            .map(|p| board.mincode(&expander.group, p))
            .filter(|&p| keep(p))
            .collect();
        parents.sort_unstable();
        parents.dedup();
        parents
    }

    /// `parents_in` on a level big enough for the bucketed, threaded path (the English
    /// central game's F_22 against part of F_23), and on a board over 43 holes (Wiegleb's,
    /// whose sets are kept whole).
    #[test]
    fn parents_in_finds_the_parents_the_members_hold() {
        let english = builtin_board("english").unwrap();
        let ex = Expander::new(&english, &english.full_group());
        let mut level = ex.reduce_all(&[english.full() ^ 1 << english.hole_by_name("d4").unwrap()]);
        while level.len() < 8000 {
            level = ex.descendants(&level, usize::MAX).unwrap();
        }
        // Half of the level's children: a bucketed set that lacks some parents.
        let half: Vec<u64> = level.iter().copied().step_by(2).collect();
        let members = ex
            .thinned_descendants((&half).into(), usize::MAX, &Pagodas::default())
            .unwrap();
        assert!(matches!(members, CodeSet::Bucketed { .. }));
        // The children of a third of the members: not every member is a parent of one.
        let third: Vec<u64> = members.clone().into_vec().into_iter().step_by(3).collect();
        let inputs = ex.descendants(&third, usize::MAX).unwrap();
        assert!(inputs.len() > 2 * SHARED_LEVEL, "{} inputs", inputs.len());
        let found = ex.parents_in((&inputs).into(), &members).into_vec();
        assert_eq!(
            found,
            parents_by_hand(&ex, &inputs, |p| members.contains(p))
        );
        assert!(third.len() <= found.len() && found.len() < members.len());

        let wiegleb = builtin_board("wiegleb").unwrap();
        assert!(wiegleb.holes() as u32 > BUCKET_BITS + 32);
        let ex = Expander::new(&wiegleb, &wiegleb.full_group());
        let start = wiegleb.full() ^ 1 << (wiegleb.holes() / 2);
        let inputs = ex.descendants(&ex.descendants(&[start], usize::MAX).unwrap(), usize::MAX);
        let inputs = inputs.unwrap();
        let every_parent = parents_by_hand(&ex, &inputs, |_| true);
        let members = CodeSet::from(every_parent.iter().copied().step_by(2).collect::<Vec<_>>());
        let found = ex.parents_in((&inputs).into(), &members).into_vec();
        assert_eq!(
            found,
            parents_by_hand(&ex, &inputs, |p| members.contains(p))
        );
        assert_eq!(found.len(), members.len());
    }

    /// Parts cover the inputs once, in order, none bigger than `SHARED_PART` nor (but the
    /// last) smaller than `LEAST_PART`.
    #[test]
    fn parts_cover_the_inputs_once() {
        for (start, end, threads) in [(0, 0, 2), (0, 1, 2), (5, 300_000, 2), (0, 70_000, 1)] {
            let next = AtomicUsize::new(start);
            let mut covered = start;
            while let Some(part) = take_part(&next, end, threads) {
                assert_eq!(part.start, covered);
                assert!(part.len() <= SHARED_PART);
                assert!(part.len() >= LEAST_PART || part.end == end, "{part:?}");
                covered = part.end;
            }
            assert_eq!(covered, end.max(start));
        }
    }

    #[test]
    fn the_byte_table_gives_the_boards_complement_mincodes_and_orbit_sizes() {
        let mut rng = fastrand::Rng::with_seed(22);
        for id in BOARD_IDS {
            let board = builtin_board(id).unwrap();
            let whole = board.full_group();
            let some_hole = board.stabilizer(&[0]);
            for group in [Group::identity(), whole, some_hole] {
                let expander = Expander::new(&board, &group);
                for _ in 0..300 {
                    let code = rng.u64(..) & board.full();
                    assert_eq!(
                        expander.complement_mincode(code),
                        board.complement_mincode(&group, code),
                        "{id} {code:#x}"
                    );
                    assert_eq!(
                        expander.orbit_size(code),
                        crate::search::levels::orbit_size(&board, &group, code),
                        "{id} {code:#x}"
                    );
                }
            }
        }
    }

    /// Every generator the processor can run makes exactly the portable loop's children, on
    /// every built-in board, for random positions, with and without complementing, and
    /// without the vetoed jumps (the vetoes cover the first `VETO_PLACES` jumps in group order).
    #[test]
    fn the_processor_specific_generators_make_the_portable_children() {
        let generators = available_generators();
        if let Some(&best) = generators.last() {
            let english = builtin_board("english").unwrap();
            let expander = Expander::new(&english, &Group::identity());
            assert_eq!(expander.instructions, best, "this test compares it");
        }
        let mut rng = fastrand::Rng::with_seed(14);
        for id in BOARD_IDS {
            let board = builtin_board(id).unwrap();
            let whole = Group((0..board.symmetries().len()).collect());
            // Every size the AVX-512 generator pads: the first half of the symmetries (4 on the
            // square lattice, 3 on a triangle) and hole 0's stabilizer (2 on square6 and the
            // triangles, where it is a corner; 1 on the cross boards) are sets of images the
            // mincode is taken over as well as any group.
            let half = Group((0..board.symmetries().len() / 2).collect());
            let corner = board.stabilizer(&[0]);
            for group in [Group::identity(), whole, half, corner] {
                let expander = Expander::new(&board, &group);
                for _ in 0..300 {
                    let position = rng.u64(..) & board.full();
                    let vetoed = vetoes_refused(&expander, |jump| jump % 5 != 3);
                    for flip in [0, board.full()] {
                        let portable =
                            children_by(&expander, position, flip, Instructions::Portable, vetoed);
                        // Boards with more places than the gathered bit set always take the
                        // portable loop, and those whose groups need more than 16 lanes never
                        // take the lanes.
                        let fits = expander.jump_of.len() <= VETO_PLACES;
                        let runs = |g: &&Instructions| fits && expander.can_run(**g);
                        for &generator in generators.iter().filter(runs) {
                            let chosen = children_by(&expander, position, flip, generator, vetoed);
                            assert_eq!(chosen, portable, "{id} {position:#x} {generator:?}");
                        }
                        let place_of =
                            |k: usize| expander.jump_of.iter().position(|&j| j as usize == k);
                        let refused =
                            |k: usize| k % 5 == 3 && place_of(k).is_some_and(|p| p < VETO_PLACES);
                        let legal = board
                            .jumps()
                            .iter()
                            .enumerate()
                            .filter(|(k, j)| !refused(*k) && j.is_legal(position))
                            .count();
                        assert_eq!(portable.len(), legal, "{id} {position:#x}");
                        for &(k, child) in &portable {
                            let made = position ^ board.jumps()[k].mask() ^ flip;
                            assert_eq!(child, board.mincode(&group, made), "{id} {position:#x}");
                        }
                    }
                }
            }
        }
    }
}
