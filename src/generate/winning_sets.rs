//! The winning sets the hint engine ships (ref. 1, §5–6): the any-finish superset of a problem
//! type, and Bell's ByIndex grouping of the complement problems of that type.

use crate::search::levels::{compute_levels, LevelOptions, Levels};
use crate::search::memory_limit::TooBig;
use crate::search::problem::{Goal, Problem, Search};
use pegsol_base::geometry::Board;
use pegsol_base::geometry::Group;
use pegsol_base::geometry::{class_masks, position_class, PositionClass};
use std::collections::BTreeMap;

/// A problem type: the position classes one start can reach by symmetry (ref. 1, §3).
#[derive(Clone, Debug)]
pub struct ProblemType {
    /// The position classes of the starting positions of this type.
    pub classes: Vec<PositionClass>,
    /// Holes whose single vacancy starts a problem of this type.
    pub starts: Vec<u8>,
    /// Holes where a one-peg finish is of this type.
    pub finishes: Vec<u8>,
    /// The canonical class (of the lowest start hole); stored problems start in it.
    pub class: PositionClass,
}

impl ProblemType {
    pub fn of_start(board: &Board, start: u8) -> ProblemType {
        let masks = class_masks(board);
        let full = board.full();
        let start_class = |h: u8| position_class(&masks, full ^ (1 << h));
        let mut classes: Vec<PositionClass> = board
            .symmetries()
            .iter()
            .map(|g| start_class(g.hole(start)))
            .collect();
        classes.sort_unstable();
        classes.dedup();
        let holes = 0..board.holes() as u8;
        let starts: Vec<u8> = holes
            .clone()
            .filter(|&h| classes.contains(&start_class(h)))
            .collect();
        let finishes = holes
            .filter(|&h| classes.contains(&position_class(&masks, 1 << h)))
            .collect();
        let class = start_class(starts[0]);
        ProblemType {
            classes,
            starts,
            finishes,
            class,
        }
    }

    /// The search behind the any-finish superset: every start and finish of the type, reduced
    /// by the whole board group (which maps the type onto itself).
    pub fn any_finish_search(&self, board: &Board) -> Search {
        Search {
            starts: self
                .starts
                .iter()
                .map(|&h| board.full() ^ (1 << h))
                .collect(),
            finishes: self.finishes.iter().map(|&h| 1u64 << h).collect(),
            group: board.full_group(),
        }
    }

    /// The distinct complement problems of this type, one per orbit of start holes in the
    /// canonical class, degenerate ones first (ref. 1, §6: a start whose own symmetries are
    /// fewer than its class's cannot be reduced by the whole group), then the solvable ones,
    /// each group by hole number.
    pub fn complement_problems(&self, board: &Board) -> Vec<ComplementProblem> {
        let masks = class_masks(board);
        let full = board.full();
        let class_group = pegsol_base::geometry::class_stabilizer(board, &masks, self.class);
        let mut problems = Vec::new();
        for &s in &self.starts {
            let position = full ^ (1 << s);
            if position_class(&masks, position) != self.class
                || position_class(&masks, 1 << s) != self.class
            {
                continue;
            }
            let canonical = class_group
                .0
                .iter()
                .map(|&g| board.symmetry(g).hole(s))
                .min()
                .unwrap_or(s);
            if canonical != s {
                continue;
            }
            let group = board.stabilizer(&[s]);
            problems.push(ComplementProblem {
                start: s,
                degenerate: group != class_group,
                group,
            });
        }
        problems
    }
}

#[derive(Clone, Debug)]
pub struct ComplementProblem {
    pub start: u8,
    pub degenerate: bool,
    /// The problem's own symmetries (those fixing its start).
    pub group: Group,
}

impl ComplementProblem {
    pub fn levels(&self, board: &Board) -> Result<Levels, TooBig> {
        let problem = Problem {
            start: self.start,
            goal: Goal::Complement,
        };
        compute_levels(
            board,
            &problem.search(board, false),
            LevelOptions::default(),
        )
    }
}

/// Bell's ByIndex sets: per peg count n ≤ N/2, codes tagged with the set of complement problems
/// (bit i for problem i) they occur in; tag 0 = only in some non-complement problem of the type.
#[derive(Clone, Debug)]
pub struct ByIndex {
    pub problems: Vec<ComplementProblem>,
    /// `levels[n]`: (code, tag) sorted by code.
    pub levels: Vec<Vec<(u64, u32)>>,
}

/// Builds ByIndex from the any-finish superset and the complement problems' own sets. Orbits
/// met by a degenerate problem are stored as that problem's own codes (not reduced by the whole
/// group); every other orbit as its mincode.
pub fn by_index(
    board: &Board,
    any_finish: &Levels,
    problems: Vec<ComplementProblem>,
) -> Result<ByIndex, TooBig> {
    let full = board.full_group();
    let half = board.holes() / 2;
    let mut orbit_tags: Vec<BTreeMap<u64, u32>> = vec![BTreeMap::new(); half + 1];
    let mut degenerate_codes: Vec<BTreeMap<u64, u32>> = vec![BTreeMap::new(); half + 1];
    for (tags, level) in orbit_tags
        .iter_mut()
        .zip(any_finish.winning_levels())
        .skip(1)
    {
        tags.extend(level.iter().map(|&c| (c, 0)));
    }
    for (i, p) in problems.iter().enumerate() {
        let levels = p.levels(board)?;
        for n in 1..=half {
            for &c in levels.winning(n) {
                let orbit = board.mincode(&full, c);
                let orbit_tag = orbit_tags[n]
                    .get_mut(&orbit)
                    .expect("a complement problem's position is in the any-finish superset");
                // A degenerate problem's bit goes only on its own codes; a whole-group orbit
                // may hold codes of another degenerate problem that are not in this one.
                if p.degenerate {
                    *degenerate_codes[n].entry(c).or_insert(0) |= 1 << i;
                } else {
                    *orbit_tag |= 1 << i;
                }
            }
        }
    }
    let mut levels = vec![Vec::new(); half + 1];
    for n in 1..=half {
        let mut by_orbit: BTreeMap<u64, Vec<(u64, u32)>> = BTreeMap::new();
        for (&c, &tag) in &degenerate_codes[n] {
            by_orbit
                .entry(board.mincode(&full, c))
                .or_default()
                .push((c, tag));
        }
        let mut level = Vec::new();
        for (&orbit, &tag) in &orbit_tags[n] {
            match by_orbit.get(&orbit) {
                Some(codes) => level.extend(codes.iter().map(|&(c, own)| (c, own | tag))),
                None => level.push((orbit, tag)),
            }
        }
        level.sort_unstable();
        levels[n] = level;
    }
    Ok(ByIndex { problems, levels })
}

/// The text winning-data files for a board (ref. 1, §8, Table 8; none for a board whose types
/// come as hint files): the any-finish superset of the board's central problem type, and
/// either Bell's ByIndex grouping of its complement problems (boards up to 32 holes) or one
/// file per complement problem (bigger boards, where ByIndex would only repeat the orbits of
/// the degenerate problems).
pub fn winning_files(
    board: &Board,
) -> Result<Vec<(String, pegsol_base::storage::WinningFile)>, TooBig> {
    use pegsol_base::storage::WinningFile;
    if !hint_file_types(board).is_empty() {
        // Boards whose types come as hint files (the English board): those hold the same
        // orbits with reach masks, for every type.
        return Ok(Vec::new());
    }
    let kind = ProblemType::of_start(board, pegsol_base::geometry::central_start(board));
    let any = compute_levels(
        board,
        &kind.any_finish_search(board),
        LevelOptions::default(),
    )?;
    let half = board.holes() / 2;
    let level_list = |levels: &Levels| -> Vec<(u32, Vec<(u64, u32)>)> {
        (1..=half)
            .map(|n| {
                (
                    n as u32,
                    levels.winning(n).iter().map(|&c| (c, 0)).collect(),
                )
            })
            .collect()
    };
    let mut files = vec![(
        format!("{}.anyfinish.txt", board.id()),
        WinningFile {
            board: board.id().into(),
            form: "anyfinish".into(),
            problems: Vec::new(),
            levels: level_list(&any),
        },
    )];
    let mut problems = kind.complement_problems(board);
    // Bell's order: degenerate problems first, then the solvable ones, each by hole number.
    let mut solvable = Vec::new();
    for p in &problems {
        solvable.push((p.start, p.levels(board)?.winning_len(1) > 0));
    }
    let is_solvable = |s: u8| solvable.iter().any(|&(h, ok)| h == s && ok);
    problems.sort_by_key(|p| (!p.degenerate, !is_solvable(p.start), p.start));
    if problems.is_empty() {
        // No complement problem is solvable (not null-class): the any-finish set is all there is.
    } else if board.holes() <= 32 {
        let names = problems
            .iter()
            .map(|p| (board.name(p.start).to_string(), p.degenerate))
            .collect();
        let index = by_index(board, &any, problems)?;
        let levels = (1..=half)
            .map(|n| (n as u32, index.levels[n].clone()))
            .collect();
        files.push((
            format!("{}.byindex.txt", board.id()),
            WinningFile {
                board: board.id().into(),
                form: "byindex".into(),
                problems: names,
                levels,
            },
        ));
    } else {
        for p in problems {
            let levels = p.levels(board)?;
            let name = board.name(p.start);
            files.push((
                format!("{}.complement-{name}.txt", board.id()),
                WinningFile {
                    board: board.id().into(),
                    form: format!("complement-{name}"),
                    problems: vec![(name.to_string(), p.degenerate)],
                    levels: level_list(&levels),
                },
            ));
        }
    }
    Ok(files)
}

/// The problem types that get a hint file (`type_data.rs`), each by a start hole of it (the
/// central start for the central type, else its first start): every type with a feasible
/// finish, on the boards whose catalogue entry has hint files: too big to compute a problem's
/// level sets in the browser, small enough for their supersets to download. On the English
/// board the embedded data answers the central type's complement and any-finish problems and
/// its file adds chosen finishes; the 28-hole triangle embeds nothing (its one solvable type's
/// file is fetched when a game needs it). Bigger boards get live hints. The reach masks need a
/// type whose finishes are its starts (`reach.rs` checks).
pub fn hint_file_types(board: &Board) -> Vec<u8> {
    let has_files = pegsol_base::geometry::board_info(board.id())
        .is_some_and(|info| info.hints.has_hint_files());
    if !has_files || !pegsol_base::geometry::is_builtin(board) {
        return Vec::new();
    }
    let central = pegsol_base::geometry::central_start(board);
    let central_type = ProblemType::of_start(board, central);
    let feasible = pegsol_base::geometry::starts_with_feasible_finish(board);
    let mut firsts: Vec<u8> = (0..board.holes() as u8)
        .filter(|&h| !central_type.starts.contains(&h))
        .filter(|&h| feasible >> h & 1 == 1)
        .map(|h| ProblemType::of_start(board, h).starts[0])
        .collect();
    firsts.sort_unstable();
    firsts.dedup();
    firsts.insert(0, central);
    firsts
}

/// The file name of a type's hint file.
pub fn hint_file_name(board: &Board, first_start: u8) -> String {
    format!(
        "{}.type-{}{}",
        board.id(),
        board.name(first_start),
        pegsol_base::storage::manifest::HINT_FILE_SUFFIX
    )
}
