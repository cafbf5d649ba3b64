//! Which peg counts the stored winning data keeps (the embedded blobs and the hint files alike).

/// Whether the embedded data keeps peg count `n` (of the stored half, 1 ≤ n ≤ `half`). Only
/// every third level is kept, plus the last few: a position in a level that is not kept is
/// answered by its children (a reachable position can still reach the goal exactly when one
/// of its children can), and this pattern keeps that search at most two levels deep from every
/// position, on both sides of the middle (seen from the top, the peg counts run half-1, half,
/// half, half-1, ... once complemented, and half - 1 is always kept).
pub fn keeps_level(half: usize, n: usize) -> bool {
    n <= 3 || (n < half && (half - 1 - n).is_multiple_of(3))
}
