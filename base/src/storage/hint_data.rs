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
//! Only some peg counts are kept (`keeps_level`); the hint engine answers the others by a short
//! search down to a kept level.
//!
//! Blob: "PEGS2", board id, N/2, by_hole, problems (start hole, degenerate), forms (name, codes,
//! bytes), then per level the class partitions (class, set, tags), then per problem its own
//! sets.

use crate::geometry::{class_masks, class_stabilizer, position_class, Board};
use crate::storage::{keeps_level, ranker, EliasFano, Ranker, Reader, Tags, TypeData, WinningFile};
use std::collections::BTreeMap;

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

fn encode_set(ranker: &Ranker, n: u32, codes: &[u64]) -> EliasFano {
    let mut ranks: Vec<u64> = codes.iter().map(|&c| ranker.rank(c, n)).collect();
    ranks.sort_unstable();
    EliasFano::new(&ranks, ranker.universe(n))
}

/// Encodes one board's files (already parsed and validated). Fails with a message naming the
/// file when the files disagree with each other.
pub fn encode(board: &Board, files: &[(String, WinningFile)]) -> Result<Vec<u8>, String> {
    let half = board.holes() / 2;
    let masks = class_masks(board);
    let ranker = ranker(board);
    let full = board.full_group();
    let (any_name, any) = files
        .iter()
        .find(|(_, f)| f.form == "anyfinish")
        .ok_or_else(|| format!("{}: no anyfinish file", board.id()))?;
    // The complement problems, in the order of the ByIndex file or of the complement files.
    let mut problems: Vec<(u8, bool)> = Vec::new();
    let mut tag_sources: Vec<(&String, &WinningFile)> = Vec::new();
    for (name, f) in files.iter().filter(|(_, f)| f.form != "anyfinish") {
        for (hole, degenerate) in &f.problems {
            let h = board
                .hole_by_name(hole)
                .ok_or_else(|| format!("{name}: unknown hole '{hole}'"))?;
            problems.push((h, *degenerate));
        }
        tag_sources.push((name, f));
    }
    let mut orbit_tags: Vec<BTreeMap<u64, u32>> = vec![BTreeMap::new(); half + 1];
    for (n, codes) in &any.levels {
        let n = *n as usize;
        if n > half {
            return Err(format!("{any_name}: level {n} is above N/2 = {half}"));
        }
        for &(c, _) in codes {
            orbit_tags[n].insert(c, 0);
        }
    }
    let mut own: Vec<Vec<Vec<u64>>> = vec![vec![Vec::new(); half + 1]; problems.len()];
    let mut next_slot = problems.len() as u32;
    let slots: Vec<Option<(u32, usize)>> = problems
        .iter()
        .map(|&(start, degenerate)| {
            let flip = slot_flip(board, start).filter(|_| degenerate)?;
            next_slot += 2;
            Some((next_slot - 2, flip))
        })
        .collect();
    if next_slot > 32 {
        return Err(format!(
            "{}: too many complement problems for 32-bit tags",
            board.id()
        ));
    }
    let mut first = 0;
    for (name, f) in &tag_sources {
        let count = f.problems.len();
        for (n, codes) in &f.levels {
            let n = *n as usize;
            for &(c, tag) in codes {
                // A complement file's codes all belong to its one problem.
                let tag = if f.form == "byindex" { tag } else { 1 };
                for i in 0..count {
                    if tag >> i & 1 == 0 {
                        continue;
                    }
                    let p = first + i;
                    let orbit = board.mincode(&full, c);
                    let slot = orbit_tags
                        .get_mut(n)
                        .and_then(|l| l.get_mut(&orbit))
                        .ok_or_else(|| format!("{name}: code {c} is not in the any-finish set"))?;
                    if let Some((bit, flip)) = slots[p] {
                        *slot |= 1 << (bit + slot_of(board, flip, c));
                    } else if problems[p].1 {
                        own[p][n].push(c);
                    } else {
                        *slot |= 1 << p;
                    }
                }
            }
        }
        first += count;
    }

    let mut body = Vec::new();
    let mut any_bytes = 0;
    let mut tag_bytes = 0;
    for (n, tags_of_level) in orbit_tags.iter().enumerate().skip(1) {
        if !keeps_level(half, n) {
            body.extend_from_slice(&0u32.to_le_bytes()); // no partitions: answered by search
            continue;
        }
        let mut by_class: BTreeMap<u8, Vec<(u64, u32)>> = BTreeMap::new();
        for (&c, &t) in tags_of_level {
            by_class
                .entry(position_class(&masks, c))
                .or_default()
                .push((c, t));
        }
        body.extend_from_slice(&(by_class.len() as u32).to_le_bytes());
        for (class, mut entries) in by_class {
            let n = entries.first().map(|e| e.0.count_ones()).unwrap_or(0);
            entries.sort_by_key(|&(c, _)| ranker.rank(c, n));
            let codes: Vec<u64> = entries.iter().map(|e| e.0).collect();
            let set = encode_set(&ranker, n, &codes);
            let tags = Tags::new(&entries.iter().map(|e| e.1).collect::<Vec<_>>());
            body.push(class);
            let before = body.len();
            set.write(&mut body);
            any_bytes += body.len() - before;
            let before = body.len();
            tags.write(&mut body);
            tag_bytes += body.len() - before;
        }
    }
    let mut own_bytes = vec![0usize; problems.len()];
    for (p, &(_, degenerate)) in problems.iter().enumerate() {
        let has_own = degenerate && slots[p].is_none();
        body.push(has_own as u8);
        if has_own {
            let before = body.len();
            for (n, codes) in own[p].iter_mut().enumerate().skip(1) {
                if !keeps_level(half, n) {
                    codes.clear();
                }
                codes.sort_unstable();
                codes.dedup();
                encode_set(&ranker, n as u32, codes).write(&mut body);
            }
            own_bytes[p] = body.len() - before;
        }
    }

    // Sizes per form: the any-finish orbits; the rest (tags, own sets) split over the others.
    let mut forms = vec![FormSize {
        form: "anyfinish".into(),
        codes: any.codes(),
        bytes: any_bytes,
    }];
    let mut first = 0;
    for (_, f) in &tag_sources {
        let count = f.problems.len();
        let own_total: usize = own_bytes[first..first + count].iter().sum();
        let share = if f.form == "byindex" {
            tag_bytes
        } else {
            tag_bytes / tag_sources.len()
        };
        forms.push(FormSize {
            form: f.form.clone(),
            codes: f.codes(),
            bytes: share + own_total,
        });
        first += count;
    }

    let problems: Vec<(u8, bool, Option<u32>)> = problems
        .iter()
        .zip(&slots)
        .map(|(&(start, degenerate), slot)| (start, degenerate, slot.map(|(bit, _)| bit)))
        .collect();
    Ok(blob(board, false, &problems, &forms, &body))
}

/// The embedded form of a central type that comes as a hint file (boards over 32 holes): the
/// file's orbits at its kept levels as Elias–Fano sets, each tagged with the start holes whose
/// complement problem its representative wins (a start it is reachable from and a finish it
/// reaches). Finishing anywhere asks for the orbit; chosen finishes stay with the file.
pub fn encode_from_type(board: &Board, data: &TypeData) -> Result<Vec<u8>, String> {
    if data.board != board.id() || data.half != board.holes() / 2 {
        return Err(format!(
            "{}: the hint file is for another board",
            board.id()
        ));
    }
    let ranker = ranker(board);
    let mut body = Vec::new();
    let (mut codes, mut bytes) = (0, 0);
    for (n, level) in data.levels.iter().enumerate().skip(1) {
        body.extend_from_slice(&(level.len() as u32).to_le_bytes());
        for part in level {
            let entries = part.set.entries();
            if entries.len() != part.set.len() {
                return Err(format!("{}: a hint file set does not decode", board.id()));
            }
            let ranks: Vec<u64> = entries.iter().map(|e| e.0).collect();
            let universe = ranker.universe(n as u32);
            if ranks.last().is_some_and(|&r| r >= universe) {
                return Err(format!(
                    "{}: a rank with {n} pegs is outside its universe",
                    board.id()
                ));
            }
            let tags: Vec<u32> = entries
                .iter()
                .map(|&(_, tag)| data.complement_bits(tag))
                .collect();
            body.push(part.class);
            let before = body.len();
            EliasFano::new(&ranks, universe).write(&mut body);
            Tags::new(&tags).write(&mut body);
            bytes += body.len() - before;
            codes += ranks.len();
        }
    }
    body.extend(data.starts.iter().map(|_| 0u8)); // no own sets
    let problems: Vec<(u8, bool, Option<u32>)> =
        data.starts.iter().map(|&s| (s, false, None)).collect();
    let forms = [FormSize {
        form: "anyfinish-by-hole".into(),
        codes,
        bytes,
    }];
    Ok(blob(board, true, &problems, &forms, &body))
}

/// The blob: header (problems as (start, degenerate, slot bit)), forms, then `body`.
fn blob(
    board: &Board,
    by_hole: bool,
    problems: &[(u8, bool, Option<u32>)],
    forms: &[FormSize],
    body: &[u8],
) -> Vec<u8> {
    let mut out = b"PEGS2".to_vec();
    out.push(board.id().len() as u8);
    out.extend_from_slice(board.id().as_bytes());
    out.extend_from_slice(&((board.holes() / 2) as u32).to_le_bytes());
    out.push(by_hole as u8);
    out.extend_from_slice(&(problems.len() as u32).to_le_bytes());
    for &(start, degenerate, slot) in problems {
        out.push(start);
        out.push(degenerate as u8);
        out.extend_from_slice(&slot.unwrap_or(u32::MAX).to_le_bytes());
    }
    out.extend_from_slice(&(forms.len() as u32).to_le_bytes());
    for f in forms {
        out.push(f.form.len() as u8);
        out.extend_from_slice(f.form.as_bytes());
        out.extend_from_slice(&(f.codes as u32).to_le_bytes());
        out.extend_from_slice(&(f.bytes as u32).to_le_bytes());
    }
    out.extend_from_slice(body);
    out
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
