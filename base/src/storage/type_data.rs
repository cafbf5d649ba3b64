//! Hint files for the other problem types of a board (English starts like c1 and like c2):
//! too big to embed in the module, so they are separate files the page fetches on demand.
//!
//! A file holds one type's any-finish superset (stored half, n ≤ N/2) as whole-group orbits,
//! each tagged with its reach masks (`reach.rs`), for the orbit's representative: one bit per
//! start hole of the type it can be reached from, then one bit per finish hole it can reach.
//! Those answer every problem of the type — finishing where the game started, anywhere, or at
//! a chosen hole — for any position a game can reach (a position is mapped onto its
//! representative and the holes with it, so degenerate starts need no special case).
//!
//! Only the peg counts `hint_data::keeps_level` keeps are stored (the others are empty): the
//! hint engine answers a position in a level that is not kept by its children.
//!
//! Layout ("PEGT2", little-endian): board id, N/2, the type's start holes, its finish holes,
//! then per level the class partitions (class, then a `TaggedSet` of ranks with their tags; the
//! ranks and classes are those of `hint_data.rs`).
//! The file's SHA-256 is checked (against the manifest compiled into the program) before it
//! is decoded.

use crate::geometry::position_class;
use crate::geometry::Board;
use crate::storage::keeps_level;
use crate::storage::TaggedSet;
use crate::storage::{Ranker, Reader};
use std::collections::BTreeMap;

const MAGIC: &[u8; 5] = b"PEGT2";

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
    /// The type's finish holes; tag bit `starts.len() + j` stands for `finishes[j]`.
    pub finishes: Vec<u8>,
    /// `levels[n]`: the partitions with n pegs (index 0 unused).
    pub levels: Vec<Vec<TypePartition>>,
}

/// Sizes of an encoded file, for `pegs data` and the notes.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypeDataSizes {
    pub codes: usize,
    pub bytes: usize,
}

/// The tag of an orbit with hole masks `starts_mask` (the starts it is reachable from) and
/// `finishes_mask` (the finishes it reaches), over the type's `starts` and `finishes`.
pub fn reach_tag(starts: &[u8], finishes: &[u8], starts_mask: u64, finishes_mask: u64) -> u64 {
    let bits = |holes: &[u8], mask: u64| {
        holes
            .iter()
            .enumerate()
            .fold(0u64, |t, (i, &h)| t | (mask >> h & 1) << i)
    };
    bits(starts, starts_mask) | bits(finishes, finishes_mask) << starts.len()
}

/// Whether a type's tags take more than 32 bits (the 28-hole triangle's 18 starts and 18
/// finishes): its palettes are written with 8 bytes a tag, the English files' with 4.
fn wide_tags(starts: &[u8], finishes: &[u8]) -> bool {
    starts.len() + finishes.len() > 32
}

/// Encodes a type's tagged orbits (`levels[n]`: (whole-group mincode, `reach_tag`), n ≤ N/2)
/// into a hint file, keeping the levels `keeps_level` keeps.
pub fn encode(
    board: &Board,
    starts: &[u8],
    finishes: &[u8],
    levels: &[Vec<(u64, u64)>],
    ranker: &Ranker,
    masks: &[u64],
) -> Result<(Vec<u8>, TypeDataSizes), String> {
    if starts.len() + finishes.len() > 64 {
        return Err(format!(
            "{}: {} starts and {} finishes do not fit a 64-bit tag",
            board.id(),
            starts.len(),
            finishes.len()
        ));
    }
    let mut out = MAGIC.to_vec();
    out.push(board.id().len() as u8);
    out.extend_from_slice(board.id().as_bytes());
    let half = levels.len() - 1;
    out.extend_from_slice(&(half as u32).to_le_bytes());
    for holes in [starts, finishes] {
        out.push(holes.len() as u8);
        out.extend_from_slice(holes);
    }
    let mut sizes = TypeDataSizes::default();
    for (n, level) in levels.iter().enumerate().skip(1) {
        let mut by_class: BTreeMap<u8, Vec<(u64, u64)>> = BTreeMap::new();
        let kept = if keeps_level(half, n) {
            &level[..]
        } else {
            &[]
        };
        for &(code, tag) in kept {
            by_class
                .entry(position_class(masks, code))
                .or_default()
                .push((ranker.rank(code, n as u32), tag));
        }
        out.extend_from_slice(&(by_class.len() as u32).to_le_bytes());
        for (class, mut entries) in by_class {
            entries.sort_unstable();
            let ranks: Vec<u64> = entries.iter().map(|e| e.0).collect();
            let tags: Vec<u64> = entries.iter().map(|e| e.1).collect();
            out.push(class);
            TaggedSet::new(&ranks, &tags)?.write(&mut out, wide_tags(starts, finishes))?;
            sizes.codes += entries.len();
        }
    }
    sizes.bytes = out.len();
    Ok((out, sizes))
}

/// What a hint file says before its levels: whose type it is, and what its tag bits stand for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeHeader {
    pub board: String,
    pub half: usize,
    /// The type's start holes; tag bit i stands for `starts[i]`.
    pub starts: Vec<u8>,
    /// The type's finish holes; tag bit `starts.len() + j` stands for `finishes[j]`.
    pub finishes: Vec<u8>,
}

impl TypeHeader {
    /// Reads the header; `None` if it is malformed.
    pub fn read(r: &mut Reader) -> Option<TypeHeader> {
        if r.take(5)? != MAGIC {
            return None;
        }
        let len = r.u8()? as usize;
        let board = String::from_utf8(r.take(len)?.to_vec()).ok()?;
        let half = r.u32()? as usize;
        if half > 32 {
            return None;
        }
        let mut holes = || -> Option<Vec<u8>> {
            let count = r.u8()? as usize;
            let holes = r.take(count)?.to_vec();
            (holes.iter().all(|&h| h < 64)).then_some(holes)
        };
        let starts = holes()?;
        let finishes = holes()?;
        (starts.len() + finishes.len() <= 64).then_some(TypeHeader {
            board,
            half,
            starts,
            finishes,
        })
    }

    /// Reads the next level's partitions; `None` if they are malformed.
    pub fn read_level(&self, r: &mut Reader) -> Option<Vec<TypePartition>> {
        let wide = wide_tags(&self.starts, &self.finishes);
        let parts = r.u32()? as usize;
        if parts > 256 {
            return None;
        }
        (0..parts)
            .map(|_| {
                let class = r.u8()?;
                let set = TaggedSet::read(r, wide)?;
                Some(TypePartition { class, set })
            })
            .collect()
    }

    /// The reach masks (starts, finishes: hole bit masks) a tag stands for.
    pub fn reach_masks(&self, tag: u64) -> (u64, u64) {
        let holes = |holes: &[u8], bits: u64| {
            holes
                .iter()
                .enumerate()
                .fold(0u64, |m, (i, &h)| m | (bits >> i & 1) << h)
        };
        let finish_bits = tag.checked_shr(self.starts.len() as u32).unwrap_or(0);
        (holes(&self.starts, tag), holes(&self.finishes, finish_bits))
    }
}

/// The tag of the orbit with representative `code` (n pegs) in `level`, the partitions of a
/// kept level; `None` when the orbit is not in the set.
pub fn level_tag(
    level: &[TypePartition],
    ranker: &Ranker,
    masks: &[u64],
    code: u64,
    n: usize,
) -> Option<u64> {
    let class = position_class(masks, code);
    let part = level.iter().find(|p| p.class == class)?;
    part.set.get(ranker.rank(code, n as u32))
}

/// Where a hint file can be checked part by part as it downloads: the end of its header, then
/// the end of each level 1..=half, each with the SHA-256 (lower-case hex) of the file up to
/// there. The levels come in ascending peg counts, and a game's opening and ending are answered
/// by the low ones (the opening through complements), so a page can use them before the rest
/// arrives. `None` if the file is malformed.
pub fn checkpoints(bytes: &[u8]) -> Option<Vec<(usize, String)>> {
    use sha2::{Digest, Sha256};
    let mut r = Reader::new(bytes);
    let header = TypeHeader::read(&mut r)?;
    let mut ends = vec![bytes.len() - r.remaining()];
    for _ in 1..=header.half {
        header.read_level(&mut r)?;
        ends.push(bytes.len() - r.remaining());
    }
    if !r.is_empty() {
        return None;
    }
    let mut hasher = Sha256::new();
    let mut from = 0;
    let checkpoints = ends
        .into_iter()
        .map(|end| {
            hasher.update(&bytes[from..end]);
            from = end;
            (
                end,
                crate::storage::manifest::hex(&hasher.clone().finalize()),
            )
        })
        .collect();
    Some(checkpoints)
}

impl TypeData {
    /// Decodes a hint file; `None` if it is malformed.
    pub fn decode(bytes: &[u8]) -> Option<TypeData> {
        let mut r = Reader::new(bytes);
        let header = TypeHeader::read(&mut r)?;
        let mut levels = vec![Vec::new()];
        for _ in 1..=header.half {
            levels.push(header.read_level(&mut r)?);
        }
        let TypeHeader {
            board,
            half,
            starts,
            finishes,
        } = header;
        r.is_empty().then_some(TypeData {
            board,
            half,
            starts,
            finishes,
            levels,
        })
    }

    pub fn codes(&self) -> usize {
        self.levels.iter().flatten().map(|p| p.set.len()).sum()
    }

    /// The complement-problem bits of a reach tag: bit i when `starts[i]` is both a start the
    /// orbit is reachable from and a finish it reaches.
    pub fn complement_bits(&self, tag: u64) -> u64 {
        let finish_bits = tag.checked_shr(self.starts.len() as u32).unwrap_or(0);
        self.starts
            .iter()
            .enumerate()
            .filter(|&(i, h)| {
                let finish = self.finishes.iter().position(|f| f == h);
                tag >> i & 1 == 1 && finish.is_some_and(|j| finish_bits >> j & 1 == 1)
            })
            .fold(0, |bits, (i, _)| bits | 1 << i)
    }
}
