//! Jumps grouped by the index offsets of their holes, so that all of a group's legal jumps in a
//! position are found at once with two shifts and a mask (no branch per candidate jump).

/// A shift that moves bit `i` to bit `i + offset` (either direction) in one branch-free step.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shift {
    pub(crate) left: u32,
    pub(crate) right: u32,
}

impl Shift {
    pub(crate) fn new(offset: i32) -> Shift {
        Shift {
            left: offset.max(0) as u32,
            right: (-offset).max(0) as u32,
        }
    }
    #[inline(always)]
    pub(crate) fn shift(self, bits: u64) -> u64 {
        (bits << self.left) >> self.right
    }
}

/// The jumps whose over and from holes sit at the same index offsets from their landing hole.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ShiftGroup {
    pub(crate) key: (i32, i32),
    /// The landing holes of the group's jumps.
    pub(crate) landing: u64,
    /// Where the group's jumps start in the expander's group order.
    pub(crate) first: usize,
    pub(crate) over: Shift,
    pub(crate) from: Shift,
}

impl ShiftGroup {
    pub(crate) fn new((over_to, from_to): (i32, i32)) -> ShiftGroup {
        ShiftGroup {
            key: (over_to, from_to),
            landing: 0,
            first: 0,
            over: Shift::new(over_to),
            from: Shift::new(from_to),
        }
    }

    /// The landing holes of the group's jumps that are legal in `position` (whose empty holes
    /// are `empty`).
    #[inline(always)]
    pub(crate) fn legal(&self, position: u64, empty: u64) -> u64 {
        self.landing & empty & self.over.shift(position) & self.from.shift(position)
    }
}
