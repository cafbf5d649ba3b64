//! Encoding the embedded form (`hint_data.rs`): from a board's text files (the triangles), or
//! from the central type's hint file (English). build.rs runs these; the engine only decodes.

use crate::geometry::{class_masks, position_class, Board};
use crate::storage::hint_data::{slot_flip, slot_of};
use crate::storage::{
    keeps_level, ranker, EliasFano, FormSize, Ranker, Tags, TypeData, WinningFile,
};
use std::collections::BTreeMap;

/// A complement problem of the ByIndex file (or of a complement file): its start, whether it
/// is degenerate, and for a degenerate triangle start its two slot bits and the flip that tells
/// them apart (`EmbeddedProblem::slot_bit`).
struct TaggedProblem {
    start: u8,
    degenerate: bool,
    slot: Option<(u32, usize)>,
}

/// What `encode` gathers from one board's files before writing them.
struct Gathered<'f> {
    problems: Vec<TaggedProblem>,
    /// The files that tag orbits with problems, in problem order.
    tag_sources: Vec<&'f WinningFile>,
    /// `orbit_tags[n]`: each any-finish orbit with n pegs and its problem bits.
    orbit_tags: Vec<BTreeMap<u64, u32>>,
    /// `own[p][n]`: degenerate problem p's own codes with n pegs.
    own: Vec<Vec<Vec<u64>>>,
}

/// Encodes one board's files (already parsed and validated). Fails with a message naming the
/// file when the files disagree with each other.
pub fn encode(board: &Board, files: &[(String, WinningFile)]) -> Result<Vec<u8>, String> {
    let half = board.holes() / 2;
    let (any_name, any) = files
        .iter()
        .find(|(_, f)| f.form == "anyfinish")
        .ok_or_else(|| format!("{}: no anyfinish file", board.id()))?;
    let mut gathered = Gathered {
        problems: complement_problems(board, files)?,
        tag_sources: files
            .iter()
            .filter(|(_, f)| f.form != "anyfinish")
            .map(|(_, f)| f)
            .collect(),
        orbit_tags: any_finish_orbits(any_name, any, half)?,
        own: Vec::new(),
    };
    gathered.own = vec![vec![Vec::new(); half + 1]; gathered.problems.len()];
    tag_orbits(board, files, &mut gathered)?;

    let mut body = Vec::new();
    let (any_bytes, tag_bytes) = write_orbits(board, &gathered.orbit_tags, &mut body);
    let own_bytes = write_own_sets(board, &mut gathered, &mut body);
    let forms = form_sizes(any, &gathered, any_bytes, tag_bytes, &own_bytes);
    let problems: Vec<(u8, bool, Option<u32>)> = gathered
        .problems
        .iter()
        .map(|p| (p.start, p.degenerate, p.slot.map(|(bit, _)| bit)))
        .collect();
    Ok(blob(board, false, &problems, &forms, &body))
}

/// The complement problems, in the order of the ByIndex file or of the complement files, with
/// slot bits for the degenerate ones that have them (after the problem bits).
fn complement_problems(
    board: &Board,
    files: &[(String, WinningFile)],
) -> Result<Vec<TaggedProblem>, String> {
    let mut problems = Vec::new();
    for (name, f) in files.iter().filter(|(_, f)| f.form != "anyfinish") {
        for (hole, degenerate) in &f.problems {
            let start = board
                .hole_by_name(hole)
                .ok_or_else(|| format!("{name}: unknown hole '{hole}'"))?;
            problems.push(TaggedProblem {
                start,
                degenerate: *degenerate,
                slot: None,
            });
        }
    }
    let mut next_slot = problems.len() as u32;
    for p in &mut problems {
        if let Some(flip) = slot_flip(board, p.start).filter(|_| p.degenerate) {
            p.slot = Some((next_slot, flip));
            next_slot += 2;
        }
    }
    if next_slot > 32 {
        return Err(format!(
            "{}: too many complement problems for 32-bit tags",
            board.id()
        ));
    }
    Ok(problems)
}

/// The any-finish file's orbits by peg count, each with no problem bits yet.
fn any_finish_orbits(
    any_name: &str,
    any: &WinningFile,
    half: usize,
) -> Result<Vec<BTreeMap<u64, u32>>, String> {
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
    Ok(orbit_tags)
}

/// Marks each orbit with the problems whose winning codes it holds: a problem bit, a slot bit,
/// or (for a degenerate problem without slots) the code in the problem's own set.
fn tag_orbits(
    board: &Board,
    files: &[(String, WinningFile)],
    gathered: &mut Gathered<'_>,
) -> Result<(), String> {
    let full = board.full_group();
    let mut first = 0;
    for (name, f) in files.iter().filter(|(_, f)| f.form != "anyfinish") {
        let count = f.problems.len();
        for (n, codes) in &f.levels {
            let n = *n as usize;
            for &(c, tag) in codes {
                // A complement file's codes all belong to its one problem.
                let tag = if f.form == "byindex" { tag } else { 1 };
                for i in (0..count).filter(|i| tag >> i & 1 == 1) {
                    let p = first + i;
                    let orbit = board.mincode(&full, c);
                    let slot = gathered
                        .orbit_tags
                        .get_mut(n)
                        .and_then(|l| l.get_mut(&orbit))
                        .ok_or_else(|| format!("{name}: code {c} is not in the any-finish set"))?;
                    let problem = &gathered.problems[p];
                    if let Some((bit, flip)) = problem.slot {
                        *slot |= 1 << (bit + slot_of(board, flip, c));
                    } else if problem.degenerate {
                        gathered.own[p][n].push(c);
                    } else {
                        *slot |= 1 << p;
                    }
                }
            }
        }
        first += count;
    }
    Ok(())
}

/// Writes the kept levels' orbits, per position class: the set, then the tags. Returns the
/// bytes of the sets and of the tags.
fn write_orbits(
    board: &Board,
    orbit_tags: &[BTreeMap<u64, u32>],
    body: &mut Vec<u8>,
) -> (usize, usize) {
    let half = board.holes() / 2;
    let masks = class_masks(board);
    let ranker = ranker(board);
    let (mut any_bytes, mut tag_bytes) = (0, 0);
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
            set.write(body);
            any_bytes += body.len() - before;
            let before = body.len();
            tags.write(body);
            tag_bytes += body.len() - before;
        }
    }
    (any_bytes, tag_bytes)
}

/// Writes each problem's own sets (degenerate problems without slot bits) at the kept levels.
/// Returns the bytes per problem.
fn write_own_sets(board: &Board, gathered: &mut Gathered<'_>, body: &mut Vec<u8>) -> Vec<usize> {
    let half = board.holes() / 2;
    let ranker = ranker(board);
    let mut own_bytes = vec![0usize; gathered.problems.len()];
    for (p, problem) in gathered.problems.iter().enumerate() {
        let has_own = problem.degenerate && problem.slot.is_none();
        body.push(has_own as u8);
        if has_own {
            let before = body.len();
            for (n, codes) in gathered.own[p].iter_mut().enumerate().skip(1) {
                if !keeps_level(half, n) {
                    codes.clear();
                }
                codes.sort_unstable();
                codes.dedup();
                encode_set(&ranker, n as u32, codes).write(body);
            }
            own_bytes[p] = body.len() - before;
        }
    }
    own_bytes
}

/// Sizes per form: the any-finish orbits; the rest (tags, own sets) split over the others.
fn form_sizes(
    any: &WinningFile,
    gathered: &Gathered<'_>,
    any_bytes: usize,
    tag_bytes: usize,
    own_bytes: &[usize],
) -> Vec<FormSize> {
    let mut forms = vec![FormSize {
        form: "anyfinish".into(),
        codes: any.codes(),
        bytes: any_bytes,
    }];
    let mut first = 0;
    for f in &gathered.tag_sources {
        let count = f.problems.len();
        let own_total: usize = own_bytes[first..first + count].iter().sum();
        let share = if f.form == "byindex" {
            tag_bytes
        } else {
            tag_bytes / gathered.tag_sources.len()
        };
        forms.push(FormSize {
            form: f.form.clone(),
            codes: f.codes(),
            bytes: share + own_total,
        });
        first += count;
    }
    forms
}

fn encode_set(ranker: &Ranker, n: u32, codes: &[u64]) -> EliasFano {
    let mut ranks: Vec<u64> = codes.iter().map(|&c| ranker.rank(c, n)).collect();
    ranks.sort_unstable();
    EliasFano::new(&ranks, ranker.universe(n))
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
                .map(|&(_, tag)| u32::try_from(data.complement_bits(tag)))
                .collect::<Result<_, _>>()
                .map_err(|_| format!("{}: more than 32 complement problems", board.id()))?;
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
