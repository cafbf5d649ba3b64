//! The embedded form of the winning data: what build.rs encodes from `winning-data/` and the
//! hint engine decodes.
//!
//! Per board, for each peg count n ≤ N/2 and each position class: the any-finish orbits (as
//! whole-group mincodes) in an Elias–Fano set over ranks (see `compact.rs`), each orbit tagged
//! with the non-degenerate complement problems it occurs in; and, for each degenerate complement
//! problem, its own winning codes (reduced only by its own symmetries) in the same form.
//! Bell's ByIndex file carries exactly this information: orbit tags are the union of its tags
//! over an orbit, and a degenerate problem's codes are those with its bit.
//!
//! Boards whose central type comes as a hint file (`type_data.rs`: the English board) embed that
//! file's orbits instead, each tagged by start hole (`HintData::by_hole`): reach masks make
//! degenerate starts no special case, so there are no own sets.
//!
//! The encoders are in `hint_data_encode.rs`. Only some peg counts are kept (`keeps_level`); the hint engine answers the others by a short
//! search down to a kept level.
//!
//! Blob: "PEGS2", board id, N/2, by_hole, problems (start hole, degenerate), forms (name, codes,
//! bytes), then per level the class partitions (class, set, tags), then per problem its own
//! sets.

use crate::geometry::{class_masks, class_stabilizer, position_class, Board};
use crate::storage::{EliasFano, Reader, Tags};

#[derive(Clone, Debug)]
pub struct EmbeddedProblem {
    pub start: u8,
    pub degenerate: bool,
    /// For a degenerate problem whose start has no symmetry but its class has two (the
    /// triangles): which of an orbit's two representatives in the class win is kept as two tag
    /// bits (`slot_bit` and `slot_bit + 1`, for the smaller and the larger code) instead of a set.
    pub slot_bit: Option<u32>,
}

/// The symmetry other than the identity that fixes the position class of `start`, when that
/// class has exactly two symmetries and `start` has none (see `EmbeddedProblem::slot_bit`).
pub fn slot_flip(board: &Board, start: u8) -> Option<usize> {
    let masks = class_masks(board);
    let class = position_class(&masks, board.full() ^ (1 << start));
    let class_group = class_stabilizer(board, &masks, class);
    (class_group.len() == 2 && board.stabilizer(&[start]).len() == 1).then(|| class_group.0[1])
}

/// Which slot a class-C position takes: 0 if it is the smaller of itself and its flip.
pub fn slot_of(board: &Board, flip: usize, y: u64) -> u32 {
    (board.symmetry(flip).apply(y) < y) as u32
}

#[derive(Clone, Debug)]
pub struct Partition {
    pub class: u8,
    pub set: EliasFano,
    pub tags: Tags,
}

/// A form as `pegs data` reports it: its name, the codes of its file, its bytes in the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormSize {
    pub form: String,
    pub codes: usize,
    pub bytes: usize,
}

#[derive(Clone, Debug)]
pub struct HintData {
    pub board: String,
    pub half: usize,
    pub problems: Vec<EmbeddedProblem>,
    /// Tag bit i stands for the complement problem of `problems[i].start` as seen on the
    /// orbit's representative (a position is mapped onto its representative and its start with
    /// it); otherwise for problem i itself.
    pub by_hole: bool,
    pub forms: Vec<FormSize>,
    /// `orbits[n]`: the any-finish orbits with n pegs, one partition per position class.
    pub orbits: Vec<Vec<Partition>>,
    /// `own[i][n]`: degenerate problem i's own codes with n pegs.
    pub own: Vec<Option<Vec<EliasFano>>>,
}

impl HintData {
    /// Decodes an embedded blob; `None` if it is malformed.
    pub fn decode(bytes: &[u8]) -> Option<HintData> {
        let mut r = Reader::new(bytes);
        if r.take(5)? != b"PEGS2" {
            return None;
        }
        let len = r.u8()? as usize;
        let board = String::from_utf8(r.take(len)?.to_vec()).ok()?;
        let half = r.u32()? as usize;
        let by_hole = match r.u8()? {
            0 => false,
            1 => true,
            _ => return None,
        };
        let count = r.u32()? as usize;
        let problems = (0..count)
            .map(|_| {
                let (start, degenerate, slot) = (r.u8()?, r.u8()? == 1, r.u32()?);
                Some(EmbeddedProblem {
                    start,
                    degenerate,
                    slot_bit: (slot != u32::MAX).then_some(slot),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let count = r.u32()? as usize;
        let forms = (0..count)
            .map(|_| {
                let len = r.u8()? as usize;
                let form = String::from_utf8(r.take(len)?.to_vec()).ok()?;
                Some(FormSize {
                    form,
                    codes: r.u32()? as usize,
                    bytes: r.u32()? as usize,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let mut orbits = vec![Vec::new()];
        for _ in 1..=half {
            let parts = r.u32()? as usize;
            let level = (0..parts)
                .map(|_| {
                    Some(Partition {
                        class: r.u8()?,
                        set: EliasFano::read(&mut r)?,
                        tags: Tags::read(&mut r)?,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            orbits.push(level);
        }
        let mut own = Vec::new();
        for _ in 0..problems.len() {
            if r.u8()? == 1 {
                let mut sets = vec![EliasFano::default()];
                for _ in 1..=half {
                    sets.push(EliasFano::read(&mut r)?);
                }
                own.push(Some(sets));
            } else {
                own.push(None);
            }
        }
        r.is_empty().then_some(HintData {
            board,
            half,
            problems,
            by_hole,
            forms,
            orbits,
            own,
        })
    }
}
