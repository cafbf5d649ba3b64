//! Hint files for the other problem types of a board (English starts like c1 and like c2):
//! too big to embed in the module, so they are separate files the page fetches on demand.
//!
//! A file holds one type's any-finish superset (stored half, n ≤ N/2) as whole-group orbits,
//! each tagged with the complement problems it wins, one bit per start hole of the type (for
//! the orbit's representative; a position is mapped onto its representative and the start
//! with it, so degenerate starts need no special case). Built from the reach masks
//! (`reach.rs`): the bit of hole h is set when h is both a start and a finish of the orbit.
//!
//! Layout ("PEGT1", little-endian): board id, N/2, the type's start holes, then per level the
//! class partitions (class, then a `TaggedSet` of ranks with their tags; the ranks and classes
//! are those of `hint_data.rs`).
//! The file's SHA-256 is checked (against the manifest compiled into the program) before it
//! is decoded.

use crate::board::Board;
use crate::class::position_class;
use crate::compact::{Ranker, Reader};
use crate::tagged_set::TaggedSet;
use std::collections::BTreeMap;

const MAGIC: &[u8; 5] = b"PEGT1";

#[derive(Clone, Debug)]
pub struct TypePartition {
    pub class: u8,
    pub set: TaggedSet,
}

/// A decoded hint file.
#[derive(Clone, Debug)]
pub struct TypeData {
    pub board: String,
    pub half: usize,
    /// The type's start holes; tag bit i stands for `starts[i]`.
    pub starts: Vec<u8>,
    /// `levels[n]`: the partitions with n pegs (index 0 unused).
    pub levels: Vec<Vec<TypePartition>>,
}

/// Sizes of an encoded file, for `pegs data` and the notes.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeDataSizes {
    pub codes: usize,
    pub bytes: usize,
}

/// Encodes a type's tagged orbits (`levels[n]`: (whole-group mincode, tag), n ≤ N/2; see
/// `TypeReach::complement_tags`) into a hint file.
pub fn encode(
    board: &Board,
    starts: &[u8],
    levels: &[Vec<(u64, u32)>],
    ranker: &Ranker,
    masks: &[u64],
) -> Result<(Vec<u8>, TypeDataSizes), String> {
    let mut out = MAGIC.to_vec();
    out.push(board.id().len() as u8);
    out.extend_from_slice(board.id().as_bytes());
    let half = levels.len() - 1;
    out.extend_from_slice(&(half as u32).to_le_bytes());
    out.push(starts.len() as u8);
    out.extend_from_slice(starts);
    let mut sizes = TypeDataSizes::default();
    for (n, level) in levels.iter().enumerate().skip(1) {
        let mut by_class: BTreeMap<u8, Vec<(u64, u32)>> = BTreeMap::new();
        for &(code, tag) in level {
            by_class
                .entry(position_class(masks, code))
                .or_default()
                .push((ranker.rank(code, n as u32), tag));
        }
        out.extend_from_slice(&(by_class.len() as u32).to_le_bytes());
        for (class, mut entries) in by_class {
            entries.sort_unstable();
            let ranks: Vec<u64> = entries.iter().map(|e| e.0).collect();
            let tags: Vec<u32> = entries.iter().map(|e| e.1).collect();
            out.push(class);
            TaggedSet::new(&ranks, &tags)?.write(&mut out);
            sizes.codes += entries.len();
        }
    }
    sizes.bytes = out.len();
    Ok((out, sizes))
}

impl TypeData {
    /// Decodes a hint file; `None` if it is malformed.
    pub fn decode(bytes: &[u8]) -> Option<TypeData> {
        let mut r = Reader::new(bytes);
        if r.take(5)? != MAGIC {
            return None;
        }
        let len = r.u8()? as usize;
        let board = String::from_utf8(r.take(len)?.to_vec()).ok()?;
        let half = r.u32()? as usize;
        if half > 32 {
            return None;
        }
        let count = r.u8()? as usize;
        let starts = r.take(count)?.to_vec();
        if count > 32 || starts.iter().any(|&h| h >= 64) {
            return None;
        }
        let mut levels = vec![Vec::new()];
        for _ in 1..=half {
            let parts = r.u32()? as usize;
            if parts > 256 {
                return None;
            }
            let level = (0..parts)
                .map(|_| {
                    let class = r.u8()?;
                    let set = TaggedSet::read(&mut r)?;
                    Some(TypePartition { class, set })
                })
                .collect::<Option<Vec<_>>>()?;
            levels.push(level);
        }
        r.is_empty().then_some(TypeData {
            board,
            half,
            starts,
            levels,
        })
    }

    pub fn codes(&self) -> usize {
        self.levels.iter().flatten().map(|p| p.set.len()).sum()
    }

    /// The tag of the orbit with representative `code` (n pegs, n ≤ N/2), if it is in the set.
    pub fn tag(&self, ranker: &Ranker, masks: &[u64], code: u64, n: usize) -> Option<u32> {
        let class = position_class(masks, code);
        let part = self.levels.get(n)?.iter().find(|p| p.class == class)?;
        part.set.get(ranker.rank(code, n as u32))
    }

    /// The tag bit of start hole `h`, if `h` is a start of this type.
    pub fn bit_of(&self, h: u8) -> Option<u32> {
        self.starts.iter().position(|&s| s == h).map(|i| i as u32)
    }
}
