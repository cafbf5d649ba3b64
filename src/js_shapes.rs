//! The shapes of the values the engine hands to JavaScript (serialized by serde-wasm-bindgen
//! in `wasm.rs`): camelCase fields, holes as indices, nothing as u64.

use serde::Serialize;

#[derive(Serialize)]
pub(crate) struct HoleInfo<'a> {
    pub(crate) index: u8,
    pub(crate) name: &'a str,
    pub(crate) x: i32,
    pub(crate) y: i32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LayoutInfo<'a> {
    pub(crate) id: &'a str,
    pub(crate) lattice: &'a str,
    pub(crate) holes: Vec<HoleInfo<'a>>,
}

#[derive(Serialize)]
pub(crate) struct VerdictInfo {
    pub(crate) from: u8,
    pub(crate) over: u8,
    pub(crate) to: u8,
    pub(crate) good: Option<bool>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StatusInfo {
    pub(crate) state: &'static str,
    /// The jump that lost the game, when known (null: a live search found out later).
    pub(crate) lost_after: Option<usize>,
    /// That jump in the board's notation ("e6-c6"), so the player can see which it was.
    pub(crate) lost_jump: Option<String>,
    /// When the start itself cannot win (`lost_after` 0): whether another finish might.
    pub(crate) other_finish: bool,
    /// Live hints mark jumps from this many pegs on the board, and no jump of the position can
    /// be marked yet (null otherwise).
    pub(crate) hints_from: Option<usize>,
    /// The hints cannot tell (yet) whether the position still reaches the goal.
    pub(crate) undecided: bool,
    /// The hints come from a live search (a jump it cannot decide in its budget is unmarked).
    pub(crate) hints_live: bool,
    pub(crate) jumps: usize,
    pub(crate) moves: usize,
    pub(crate) pegs: u32,
    pub(crate) can_undo: bool,
    pub(crate) can_redo: bool,
    pub(crate) hints: bool,
    pub(crate) hints_message: Option<String>,
    /// Whether any jump is left.
    pub(crate) can_jump: bool,
    /// The start hole's name, and the hole the last peg must reach (null: anywhere).
    pub(crate) start: String,
    pub(crate) finish: Option<String>,
    /// The last peg's hole, once one peg is left.
    pub(crate) last_peg: Option<String>,
    /// The holes the last move's peg visited (`[from, to, ...]`), and the last jump.
    pub(crate) last_move: Vec<u8>,
    pub(crate) last_jump: Option<[u8; 3]>,
}

#[derive(Serialize)]
pub(crate) struct LandingInfo {
    pub(crate) to: u8,
    pub(crate) good: Option<bool>,
}

#[derive(Serialize)]
pub(crate) struct PegHintInfo {
    pub(crate) hole: u8,
    pub(crate) landings: Vec<LandingInfo>,
    pub(crate) bomb: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StartInfo {
    pub(crate) hole: u8,
    pub(crate) name: String,
    pub(crate) feasible: bool,
    pub(crate) solvable: Option<bool>,
    /// `ready` (hints at once), `download` (a hint file first), `live` (searched for during the
    /// game, once few enough pegs are left) or `none`.
    pub(crate) hints: &'static str,
    /// For a start this finish cannot win: whether another finish might.
    pub(crate) other_finish: bool,
}
