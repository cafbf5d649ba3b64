//! The shapes of the values the engine hands to JavaScript (serialized by serde-wasm-bindgen
//! in `wasm.rs`): camelCase fields, holes as indices, nothing as u64. Each shape is made here,
//! from the board or game it describes, so `wasm.rs` only has to convert it.

use crate::play::game::{Game, PegHint, Status};
use crate::play::start_picker::{other_finish_may_win, start_options, HintSource};
use crate::play::state_string::StateParts;
use crate::{Board, Goal, HintFileInfo, Lattice};
use serde::Serialize;
use std::cell::OnceCell;

/// A state string's parts: `{board, start, mode, jumps}` (see `StateParts`).
#[derive(Serialize)]
pub(crate) struct StatePartsInfo {
    board: String,
    start: Option<String>,
    mode: Option<String>,
    /// How many jumps the string names (null: it has no jumps part).
    jumps: Option<usize>,
}

impl StatePartsInfo {
    pub(crate) fn of(parts: &StateParts) -> StatePartsInfo {
        StatePartsInfo {
            board: parts.board.clone(),
            start: parts.start.clone(),
            mode: parts.mode.clone(),
            jumps: parts.jumps.as_ref().map(Vec::len),
        }
    }
}

#[derive(Serialize)]
pub(crate) struct HoleInfo<'a> {
    index: u8,
    name: &'a str,
    x: i32,
    y: i32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LayoutInfo<'a> {
    id: &'a str,
    lattice: &'a str,
    holes: Vec<HoleInfo<'a>>,
}

impl LayoutInfo<'_> {
    /// `{id, lattice, holes: [{index, name, x, y}]}` (x, y: lattice coordinates).
    pub(crate) fn of(b: &Board) -> LayoutInfo<'_> {
        let lattice = match b.lattice() {
            Lattice::Square => "square",
            Lattice::Triangular => "triangular",
        };
        let holes = (0..b.holes() as u8)
            .map(|h| {
                let (x, y) = b.coords(h);
                HoleInfo {
                    index: h,
                    name: b.name(h),
                    x,
                    y,
                }
            })
            .collect();
        LayoutInfo {
            id: b.id(),
            lattice,
            holes,
        }
    }
}

#[derive(Serialize)]
pub(crate) struct VerdictInfo {
    from: u8,
    over: u8,
    to: u8,
    good: Option<bool>,
}

/// Every legal jump of the game: `[{from, over, to, good}]` (`good` is `None` without hints).
pub(crate) fn verdict_infos(game: &Game) -> Vec<VerdictInfo> {
    game.verdicts()
        .into_iter()
        .map(|(j, good)| VerdictInfo {
            from: j.from,
            over: j.over,
            to: j.to,
            good,
        })
        .collect()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StatusInfo {
    state: &'static str,
    /// The jump that lost the game, when known (null: a live search found out later).
    lost_after: Option<usize>,
    /// That jump in the board's notation ("e6-c6"), so the player can see which it was.
    lost_jump: Option<String>,
    /// When the start itself cannot win (`lost_after` 0): whether another finish might.
    other_finish: bool,
    /// Live hints mark jumps from this many pegs on the board, and no jump of the position can
    /// be marked yet (null otherwise).
    hints_from: Option<usize>,
    /// The hints cannot tell (yet) whether the position still reaches the goal.
    undecided: bool,
    /// The hints come from a live search (a jump it cannot decide in its budget is unmarked).
    hints_live: bool,
    jumps: usize,
    moves: usize,
    pegs: u32,
    can_undo: bool,
    can_redo: bool,
    hints: bool,
    hints_message: Option<String>,
    /// Whether any jump is left.
    can_jump: bool,
    /// The holes of the pegs that can jump, ascending: a hover needs no engine call to know
    /// whether the hovered peg has marks to show, only its own hint (`pegHint`).
    movable: Vec<u8>,
    /// For each hole, the holes its peg can jump to now (empty for most): the page knows what
    /// a press or a drop may do without asking.
    targets: Vec<Vec<u8>>,
    /// The game's finish as a mode word (`complement`, `anywhere`, `finish-H`).
    mode: String,
    /// The first jump of the game so far that Solve from here made (null: none).
    solver_from: Option<usize>,
    /// The start hole's name, and the hole the last peg must reach (null: anywhere).
    start: String,
    finish: Option<String>,
    /// The last peg's hole, once one peg is left.
    last_peg: Option<String>,
    /// The holes the last move's peg visited (`[from, to, ...]`), and the last jump.
    last_move: Vec<u8>,
    last_jump: Option<[u8; 3]>,
}

impl StatusInfo {
    /// Where `game` stands, as the page shows it. `other_finish` keeps, once asked, whether
    /// another finish might win from this start (a search: asked only when the start loses).
    pub(crate) fn of(
        game: &Game,
        other_finish: &OnceCell<bool>,
        solver_from: Option<usize>,
    ) -> StatusInfo {
        let movable = game.movable_pegs();
        let state = match game.status() {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost { .. } => "lost",
            Status::Stuck => "stuck",
        };
        let hints = game.hints();
        let b = game.board();
        let problem = game.problem();
        let finish = match problem.goal {
            Goal::Complement => Some(b.name(problem.start).to_string()),
            Goal::Finish(f) => Some(b.name(f).to_string()),
            Goal::Anywhere => None,
        };
        let lost_after = game.losing_jump();
        StatusInfo {
            state,
            lost_after,
            lost_jump: lost_after
                .and_then(|k| k.checked_sub(1))
                .and_then(|k| game.history().get(k))
                .map(|j| format!("{}-{}", b.name(j.from), b.name(j.to))),
            other_finish: lost_after == Some(0)
                && *other_finish
                    .get_or_init(|| other_finish_may_win(b, problem.start, problem.goal)),
            hints_from: game.hints_from(),
            undecided: game.undecided(),
            hints_live: hints.is_ok_and(|h| h.live_max_pegs().is_some()),
            jumps: game.history().len(),
            moves: game.moves(),
            pegs: game.position().count_ones(),
            can_undo: !game.history().is_empty(),
            can_redo: game.can_redo(),
            hints: hints.is_ok(),
            hints_message: hints.err().map(ToString::to_string),
            can_jump: !movable.is_empty(),
            targets: (0..b.holes() as u8)
                .map(|h| {
                    if movable.contains(&h) {
                        game.legal_targets(h)
                    } else {
                        Vec::new()
                    }
                })
                .collect(),
            movable,
            mode: crate::play::modes::mode_word(b, problem),
            solver_from,
            start: b.name(problem.start).to_string(),
            last_peg: (game.position().count_ones() == 1)
                .then(|| b.name(game.position().trailing_zeros() as u8).to_string()),
            finish,
            last_move: game.last_move(),
            last_jump: game.history().last().map(|j| [j.from, j.over, j.to]),
        }
    }
}

#[derive(Serialize)]
pub(crate) struct LandingInfo {
    to: u8,
    good: Option<bool>,
    /// No verdict yet, and the page's search worker is working on it (`good` is null).
    thinking: bool,
}

#[derive(Serialize)]
pub(crate) struct PegHintInfo {
    hole: u8,
    landings: Vec<LandingInfo>,
    bomb: bool,
}

impl PegHintInfo {
    /// What hovering the peg on `hole` shows: `{hole, landings: [{to, good, thinking}], bomb}`.
    pub(crate) fn of(game: &Game, hole: u8, hint: PegHint) -> PegHintInfo {
        let here = game.position();
        let child = |to: u8| {
            game.board()
                .jumps_from(hole)
                .find(|j| j.to == to)
                .map_or(here, |j| here ^ j.mask())
        };
        PegHintInfo {
            hole,
            landings: hint
                .landings
                .into_iter()
                .map(|(to, good)| LandingInfo {
                    to,
                    good,
                    thinking: good.is_none() && game.being_worked_out(child(to)),
                })
                .collect(),
            bomb: hint.bomb,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StartInfo {
    hole: u8,
    name: String,
    feasible: bool,
    solvable: Option<bool>,
    /// `ready` (hints at once), `download` (a hint file first), `live` (searched for during the
    /// game, once few enough pegs are left) or `none`.
    hints: &'static str,
    /// For a start this finish cannot win: whether another finish might.
    other_finish: bool,
}

/// For each hole of `b`: would starting there with this mode be feasible / solvable, and where
/// would its hints come from?
pub(crate) fn start_infos(b: &Board, mode: &str) -> Result<Vec<StartInfo>, String> {
    Ok(start_options(b, mode)?
        .into_iter()
        .map(|o| StartInfo {
            hole: o.hole,
            name: b.name(o.hole).into(),
            feasible: o.feasible,
            solvable: o.solvable,
            hints: match o.hints {
                HintSource::Ready => "ready",
                HintSource::Download => "download",
                HintSource::Live => "live",
                HintSource::Unavailable => "none",
            },
            other_finish: o.other_finish,
        })
        .collect())
}

/// A hint file fetched on demand: `{file, bytes, address, loaded}` (`address`: under
/// `pkg/data/`, from `fetched_address`).
#[derive(Serialize)]
pub(crate) struct FileInfo {
    file: &'static str,
    bytes: usize,
    address: String,
    loaded: bool,
}

impl FileInfo {
    /// `info`'s file, where to fetch it, and whether it is loaded.
    pub(crate) fn of(info: &HintFileInfo) -> FileInfo {
        FileInfo {
            file: info.file,
            bytes: info.bytes,
            address: crate::data::fetched_address(info.file, info.sha256),
            loaded: crate::data::hint_files::loaded(info.file),
        }
    }
}

/// The names of `holes` on `b`, in order.
pub(crate) fn hole_names(b: &Board, holes: &[u8]) -> Vec<String> {
    holes.iter().map(|&h| b.name(h).to_string()).collect()
}

/// One byte per hole: 1 = peg, 0 = empty (`Game.pegs`).
pub(crate) fn peg_bytes(game: &Game) -> Vec<u8> {
    let p = game.position();
    (0..game.board().holes())
        .map(|h| (p >> h & 1) as u8)
        .collect()
}

/// The modes a game's start can be played in, as mode words (`Game.modeOptions`).
pub(crate) fn mode_words(game: &Game) -> Vec<String> {
    let board = game.board();
    let problems = game.problem_options();
    problems
        .iter()
        .map(|p| crate::play::modes::mode_word(board, p))
        .collect()
}
