//! Symmetries of a board as permutations of its holes, applied to whole codes with byte tables.

/// One symmetry of a board: `perm[h]` is where hole `h` goes.
#[derive(Clone, Debug)]
pub struct Symmetry {
    perm: Vec<u8>,
    /// `tables[b][v]`: the image of the bits `v << 8b`. Applying a symmetry to a code costs one
    /// lookup per byte instead of one step per hole.
    tables: Vec<[u64; 256]>,
}

impl Symmetry {
    pub fn from_permutation(perm: Vec<u8>) -> Symmetry {
        let bytes = perm.len().div_ceil(8);
        let mut tables = vec![[0u64; 256]; bytes];
        for (b, table) in tables.iter_mut().enumerate() {
            // Each byte value's image is a smaller value's plus its lowest peg's: one step a
            // value, where mapping every bit afresh took eight (a game's first opening on the
            // page builds its board's tables on the main thread).
            for v in 1..256usize {
                let hole = b * 8 + v.trailing_zeros() as usize;
                let peg = perm.get(hole).map_or(0, |&to| 1u64 << to);
                table[v] = table[v & (v - 1)] | peg;
            }
        }
        Symmetry { perm, tables }
    }

    pub fn hole(&self, h: u8) -> u8 {
        self.perm[h as usize]
    }

    pub fn permutation(&self) -> &[u8] {
        &self.perm
    }

    pub fn is_identity(&self) -> bool {
        self.perm.iter().enumerate().all(|(i, &p)| i == p as usize)
    }

    #[inline]
    pub fn apply(&self, code: u64) -> u64 {
        let mut image = 0;
        for (b, table) in self.tables.iter().enumerate() {
            image |= table[((code >> (8 * b)) & 0xff) as usize];
        }
        image
    }

    /// The symmetry that undoes this one.
    pub fn inverse(&self) -> Symmetry {
        let mut inv = vec![0u8; self.perm.len()];
        for (i, &p) in self.perm.iter().enumerate() {
            inv[p as usize] = i as u8;
        }
        Symmetry::from_permutation(inv)
    }
}

/// A set of symmetries (indices into the board's group) used to reduce codes: the board's
/// whole group, a problem's own symmetries, or just the identity for raw sets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group(pub Vec<usize>);

impl Group {
    pub fn identity() -> Group {
        Group(vec![0])
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use crate::geometry::{builtin_board, BOARD_IDS};

    #[test]
    fn a_symmetry_moves_each_peg_to_its_image_hole() {
        let mut rng = fastrand::Rng::with_seed(3);
        for id in BOARD_IDS {
            let board = builtin_board(id).unwrap();
            for symmetry in board.symmetries() {
                for _ in 0..200 {
                    let position = rng.u64(..) & board.full();
                    let peg_by_peg = (0..board.holes() as u8)
                        .filter(|&h| position >> h & 1 == 1)
                        .fold(0u64, |image, h| image | 1 << symmetry.hole(h));
                    assert_eq!(symmetry.apply(position), peg_by_peg, "{id}");
                }
            }
        }
    }
}
