//! The child generators: one position's legal jumps and its children, reduced by the group,
//! made portably or with BMI2 and AVX-512 where the processor has them. Kept apart from the
//! collector because this is the per-position inner loop, and its processor-specific, unsafe
//! code is best read in one place.

use super::{tree_min, Expander};
use crate::search::pagoda::{VetoMask, NO_VETOES};
#[cfg(target_arch = "x86_64")]
use crate::search::shift_group::ShiftGroup;

/// The shift groups split into lanes of at most 8 landing holes, 8 lanes to a 512-bit vector:
/// a parent's legal jumps in every lane come from two variable shifts and three ANDs a vector,
/// and `vpshufbitqmb` gathers each lane's 8 landing bits into a byte of the gathered bit set.
/// The scalar loop over the groups (shifts, PEXT and a 128-bit shift a group, 12 groups on the
/// English board) was a third of the generator's time.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Debug, Default)]
pub(super) struct Lanes {
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
pub(super) const MAX_LANES: usize = 16;

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
pub(super) enum Instructions {
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
    pub(super) fn detect(places: usize, in_lanes: bool) -> Instructions {
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

/// Jumps not to make children for: bits over the places of the gathered order (`jump_of`, the
/// first `VETO_PLACES`).
pub(super) type Vetoes = VetoMask;

impl Expander<'_> {
    /// Whether this board's tables suit a generator (the lanes need groups that fit them).
    #[cfg(test)]
    pub(super) fn can_run(&self, instructions: Instructions) -> bool {
        match instructions {
            #[cfg(target_arch = "x86_64")]
            Instructions::Avx512Lanes => self.lanes.vectors > 0,
            _ => true,
        }
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
    pub(super) fn for_each_child_where(
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
}

#[cfg(target_arch = "x86_64")]
impl Lanes {
    /// The lanes of shift groups whose `first` places are multiples of 8 (at most
    /// `MAX_LANES` lanes in all).
    pub(super) fn new(groups: &[ShiftGroup]) -> Lanes {
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
