//! An opening book: the winning set W_n of one problem at a few high peg counts, so the early
//! game of a board too big for stored hints is answered by a lookup instead of a search.
//!
//! A position with n pegs that a game of the problem reached (so it is in F_n) can still win
//! exactly when it is in W_n = F_n ∩ B_n. The book holds W_n only at its levels; between them
//! and above them the search goes down to a book level (a few jumps), and below the lowest one
//! it searches as before. A book answers for positions a game can reach from the problem's
//! start: any other position of its class is simply absent, so the book must never be asked
//! about one (the search only asks about positions it reached from a game).
//!
//! Codes are mincodes under the problem's own symmetries, as `pegs levels` computes them.
//! On disk: "POB1", the problem (u16 length and text, `french:d3:anywhere`), the position
//! class of its positions (u8), the level count (u8), then per level its peg count (u8) and
//! the Elias–Fano set of its codes' ranks (`ranker.rs`). Reading decodes every set in full and
//! checks it (strictly increasing, inside its universe), so a damaged book is refused instead
//! of answering wrongly or panicking.

use super::elias_fano::EliasFano;
use super::ranker::Ranker;
use super::reader::Reader;
use crate::geometry::{class_masks, position_class, Board, PositionClass};

const MAGIC: &[u8; 4] = b"POB1";

/// One book, read and checked.
#[derive(Clone, Debug)]
pub struct OpeningBook {
    problem: String,
    class: PositionClass,
    /// (peg count, ranks of its winning codes), by peg count.
    levels: Vec<(u32, EliasFano)>,
    ranker: Ranker,
    class_masks: Vec<u64>,
}

impl OpeningBook {
    /// Encodes `levels` (peg count, sorted mincodes) of `problem`'s winning sets, whose
    /// positions are all of `class`.
    pub fn encode(
        board: &Board,
        problem: &str,
        class: PositionClass,
        levels: &[(u32, Vec<u64>)],
    ) -> Result<Vec<u8>, String> {
        let ranker = super::ranker(board);
        let masks = class_masks(board);
        let mut out = MAGIC.to_vec();
        let key = u16::try_from(problem.len()).map_err(|_| "problem name too long")?;
        out.extend(key.to_le_bytes());
        out.extend(problem.as_bytes());
        out.push(class);
        out.push(u8::try_from(levels.len()).map_err(|_| "too many levels")?);
        for (n, codes) in levels {
            if let Some(&c) = codes.iter().find(|&&c| {
                c.count_ones() != *n || c & !board.full() != 0 || position_class(&masks, c) != class
            }) {
                return Err(format!("code {c} does not belong in level {n}"));
            }
            let mut ranks: Vec<u64> = codes.iter().map(|&c| ranker.rank(c, *n)).collect();
            ranks.sort_unstable();
            if ranks.windows(2).any(|w| w[0] == w[1]) {
                return Err(format!("level {n}: two codes share a rank"));
            }
            out.push(u8::try_from(*n).map_err(|_| "peg count too big")?);
            EliasFano::new(&ranks, ranker.universe(*n)).write(&mut out);
        }
        Ok(out)
    }

    /// Reads a book for `board`, or says what is wrong with it.
    pub fn decode(board: &Board, bytes: &[u8]) -> Result<OpeningBook, String> {
        let cut = || "the opening book is cut short".to_string();
        let mut r = Reader::new(
            bytes
                .strip_prefix(MAGIC)
                .ok_or("not an opening book (no POB1 header)")?,
        );
        let len = u16::from_le_bytes(r.take(2).ok_or_else(cut)?.try_into().expect("2"));
        let problem = std::str::from_utf8(r.take(len as usize).ok_or_else(cut)?)
            .map_err(|_| "the book's problem is not text")?
            .to_string();
        if !problem.starts_with(&format!("{}:", board.id())) {
            return Err(format!(
                "the book is for {problem}, not a {} game",
                board.id()
            ));
        }
        let class = r.u8().ok_or_else(cut)?;
        let ranker = super::ranker(board);
        let mut levels: Vec<(u32, EliasFano)> = Vec::new();
        for _ in 0..r.u8().ok_or_else(cut)? {
            let n = r.u8().ok_or_else(cut)? as u32;
            if n == 0 || n as usize >= board.holes() || levels.iter().any(|&(m, _)| m >= n) {
                return Err(format!("level {n} out of order or off the board"));
            }
            let stored = EliasFano::read(&mut r).ok_or_else(cut)?;
            let universe = ranker.universe(n);
            let ranks = stored
                .checked_values(universe)
                .ok_or_else(|| format!("level {n} of the book is damaged"))?;
            levels.push((n, EliasFano::new(&ranks, universe)));
        }
        if !r.is_empty() {
            return Err("bytes left over after the opening book".into());
        }
        Ok(OpeningBook {
            problem,
            class,
            levels,
            ranker,
            class_masks: class_masks(board),
        })
    }

    /// The problem the book answers (`french:d3:anywhere`).
    pub fn problem(&self) -> &str {
        &self.problem
    }

    /// The peg counts it holds.
    pub fn peg_counts(&self) -> impl Iterator<Item = u32> + '_ {
        self.levels.iter().map(|&(n, _)| n)
    }

    /// Codes in all.
    pub fn codes(&self) -> usize {
        self.levels.iter().map(|(_, set)| set.len()).sum()
    }

    /// Whether `code` (a mincode under the problem's symmetries of a position a game of the
    /// problem reached) wins; `None` when the book holds no level of its peg count.
    pub fn wins(&self, code: u64) -> Option<bool> {
        let n = code.count_ones();
        let (_, set) = self.levels.iter().find(|&&(m, _)| m == n)?;
        if position_class(&self.class_masks, code) != self.class {
            // Not a position of this problem's games: the book cannot say.
            return None;
        }
        Some(set.contains(self.ranker.rank(code, n)))
    }
}
