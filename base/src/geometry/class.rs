//! Position classes: the parity invariants no jump can change (Beasley ch. 4; ref. 2, §2.1).
//!
//! Label each hole `(x + y) mod 3` (and on the square lattice also `(x - y) mod 3`). Every jump
//! touches one hole of each label, so for each labeling the parities of `c0 + c1` and `c0 + c2`
//! (pegs on labels 0/1 and 0/2) never change. A position's class is those parities as bits.

use crate::geometry::{Board, Group, Lattice};

/// The class of a position: bit k is the parity of its pegs on `class_masks(board)[k]`.
pub type PositionClass = u8;

/// The hole sets whose peg-count parities make up the class.
pub fn class_masks(board: &Board) -> Vec<u64> {
    let labelings: Vec<Box<dyn Fn(i32, i32) -> i32>> = match board.lattice() {
        Lattice::Triangular => vec![Box::new(|x, y| (x + y).rem_euclid(3))],
        Lattice::Square => {
            vec![
                Box::new(|x, y| (x + y).rem_euclid(3)),
                Box::new(|x, y| (x - y).rem_euclid(3)),
            ]
        }
    };
    let mut masks = Vec::new();
    for label in labelings {
        for pair in [[0, 1], [0, 2]] {
            let mut mask = 0u64;
            for h in 0..board.holes() as u8 {
                let (x, y) = board.coords(h);
                if pair.contains(&label(x, y)) {
                    mask |= 1 << h;
                }
            }
            masks.push(mask);
        }
    }
    masks
}

pub fn position_class(masks: &[u64], position: u64) -> PositionClass {
    masks.iter().enumerate().fold(0, |class, (k, &m)| {
        class | (((position & m).count_ones() & 1) as u8) << k
    })
}

/// A board is null-class when the full board is in the class of the empty board.
pub fn is_null_class(board: &Board) -> bool {
    position_class(&class_masks(board), board.full()) == 0
}

/// Whether the parity rules allow starting with `start` vacant and finishing with one peg on `finish`.
pub fn is_feasible_pair(board: &Board, start: u8, finish: u8) -> bool {
    let masks = class_masks(board);
    position_class(&masks, board.full() ^ (1 << start)) == position_class(&masks, 1 << finish)
}

/// The holes where a one-peg finish is allowed by parity from a single vacancy at `start`.
pub fn feasible_finishes(board: &Board, start: u8) -> Vec<u8> {
    let masks = class_masks(board);
    let class = position_class(&masks, board.full() ^ (1 << start));
    (0..board.holes() as u8)
        .filter(|&f| position_class(&masks, 1 << f) == class)
        .collect()
}

/// The starting vacancies (as a hole mask) from which parity allows some one-peg finish,
/// with the class masks computed once (this runs on every new game).
pub fn starts_with_feasible_finish(board: &Board) -> u64 {
    let masks = class_masks(board);
    let finish_classes: Vec<PositionClass> = (0..board.holes() as u8)
        .map(|f| position_class(&masks, 1 << f))
        .collect();
    (0..board.holes() as u8)
        .filter(|&s| finish_classes.contains(&position_class(&masks, board.full() ^ (1 << s))))
        .fold(0, |mask, s| mask | 1 << s)
}

/// A start/finish pair as the papers list problems: the least of its images under the board's
/// symmetries, so two pairs are one problem exactly when this is equal.
pub fn canonical_pair(board: &Board, start: u8, finish: u8) -> (u8, u8) {
    board
        .symmetries()
        .iter()
        .map(|g| (g.hole(start), g.hole(finish)))
        .min()
        .unwrap_or((start, finish))
}

/// The number of feasible (start, finish) pairs up to the board's symmetry (ref. 2, Table 3).
pub fn distinct_feasible_pairs(board: &Board) -> usize {
    // As u64 keys: the module already sorts u64s, so no other sort is compiled in.
    let mut pairs: Vec<u64> = (0..board.holes() as u8)
        .flat_map(|s| {
            feasible_finishes(board, s).into_iter().map(move |f| {
                let (a, b) = canonical_pair(board, s, f);
                u64::from(a) << 8 | u64::from(b)
            })
        })
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    pairs.len()
}

/// The starting vacancies of the same problem type as `start`: those whose position class is an
/// image of `start`'s class under a board symmetry (ref. 1, §3, types A, B, C).
pub fn same_type_starts(board: &Board, start: u8) -> Vec<u8> {
    let masks = class_masks(board);
    let full = board.full();
    let class_of = |h: u8| position_class(&masks, full ^ (1 << h));
    let images: Vec<PositionClass> = board
        .symmetries()
        .iter()
        .map(|g| class_of(g.hole(start)))
        .collect();
    (0..board.holes() as u8)
        .filter(|&h| images.contains(&class_of(h)))
        .collect()
}

/// The start the board's data is built around: the hole nearest the centre among those with a
/// one-peg finish (d4 on the English board; every triangle has a single type).
pub fn central_start(board: &Board) -> u8 {
    let n = board.holes() as u8;
    let feasible = starts_with_feasible_finish(board);
    let (sx, sy) = (0..n).fold((0i64, 0i64), |(x, y), h| {
        let c = board.coords(h);
        (x + c.0 as i64, y + c.1 as i64)
    });
    let distance = |h: u8| {
        let (x, y) = board.coords(h);
        (x as i64 * n as i64 - sx).pow(2) + (y as i64 * n as i64 - sy).pow(2)
    };
    (0..n)
        .filter(|&h| feasible >> h & 1 == 1)
        .min_by_key(|&h| (distance(h), h))
        .unwrap_or(0)
}

/// The symmetries that map a position class onto itself.
pub fn class_stabilizer(board: &Board, masks: &[u64], class: PositionClass) -> Group {
    // Symmetries act on classes (the invariants are linear), so one position of the class
    // tells: the empty board, a single peg or a pair of pegs always represents it.
    let n = board.holes() as u8;
    let candidates = std::iter::once(0u64)
        .chain((0..n).map(|h| 1u64 << h))
        .chain((0..n).flat_map(|a| (a + 1..n).map(move |b| (1u64 << a) | (1u64 << b))));
    let representative = candidates
        .into_iter()
        .find(|&p| position_class(masks, p) == class)
        .expect("every class has a representative with at most two pegs");
    Group(
        (0..board.symmetries().len())
            .filter(|&s| {
                position_class(masks, board.symmetries()[s].apply(representative)) == class
            })
            .collect(),
    )
}
