//! The engine as seen from JavaScript. The only file that names wasm_bindgen: it converts
//! between JS values and the game, and turns every error into a `JsError` with a message (no
//! panics on bad input; holes cross as indices, positions never cross as u64). The values it
//! returns are shaped in `js_shapes.rs`, and the arguments it takes checked in `js_args.rs`.

use crate::js_args::{budget_arg, device_memory_arg, focus_peg, hole_index, layout_arg};
use crate::js_shapes::{
    hole_names, mode_words, peg_bytes, start_infos, verdict_infos, FileInfo, LayoutInfo,
    PegHintInfo, StatePartsInfo, StatusInfo,
};
use crate::play::game::{known_board, Game};
use crate::play::hint_source::hint_file_after_data_build;
use crate::play::open_request::{open_requested, restore_note, OpenReport, OpenRequest, Opened};
use crate::play::solver_jumps::SolverJumps;
use crate::play::state_string::StateParts;
use crate::play::thinker::{Thinker, Thoughts};
use serde::Serialize;
use std::cell::OnceCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A result for JavaScript. `None` becomes `null`, not a missing field: the page tells "no
/// verdict" (`good === null`) from "bad", and "not known" from a value, by it.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true))
        .map_err(|e| JsError::new(&format!("cannot convert a result: {e}")))
}

/// An engine error, as JavaScript receives it (an `Error` with the engine's message).
fn js_err(message: String) -> JsError {
    JsError::new(&message)
}

/// A state string's parts as written, before any game is opened from it: `{board, start, mode,
/// jumps}` (board and mode in lower case; start and mode null when not named; jumps the number
/// of jumps written, null for a short link). The page shows them in its menus meanwhile.
#[wasm_bindgen(js_name = stateParts)]
pub fn state_parts(state: &str) -> Result<JsValue, JsError> {
    to_js(&StatePartsInfo::of(&StateParts::parse(state)))
}

/// For each hole of a built-in board: would starting there with this mode be feasible /
/// solvable, and where would its hints come from? (`Game.startOptions` for the game's board.)
#[wasm_bindgen(js_name = startOptions)]
pub fn start_options_js(board: &str, mode: &str) -> Result<JsValue, JsError> {
    to_js(&start_infos(&known_board(board).map_err(js_err)?, mode).map_err(js_err)?)
}

/// A hole index from JavaScript, checked (see `hole_index`).
fn hole_arg(game: &Game, hole: f64) -> Result<u8, JsError> {
    hole_index(game.board(), hole).map_err(js_err)
}

#[wasm_bindgen(js_name = Game)]
pub struct GameHandle {
    game: Game,
    /// Why `Game.open` changed the requested start or mode, or where `Game.restore` stopped
    /// replaying, if it did.
    note: Option<String>,
    /// For a start its goal cannot win: whether another finish might (`status`'s
    /// `otherFinish`). Asked once: a game's start and goal never change, and on a 19–21-hole
    /// layout the answer is a search (about 50 ms here), which every status would repeat.
    other_finish: OnceCell<bool>,
    /// Which jumps of the game's line Solve from here made.
    solver: SolverJumps,
    /// What `openRequested` has to tell the page beside the note (`opened()`).
    opened: Option<OpenReport>,
}

impl GameHandle {
    /// A checked jump, recorded in the line as the solver's or the player's.
    fn jump_by(&mut self, from: f64, to: f64, by_solver: bool) -> Result<(), JsError> {
        let (from, to) = (hole_arg(&self.game, from)?, hole_arg(&self.game, to)?);
        let at = self.game.history().len();
        self.game.jump(from, to).map_err(js_err)?;
        if by_solver {
            self.solver.solver_jumped(at);
        } else {
            self.solver.player_jumped(at);
        }
        Ok(())
    }

    fn wrap(game: Game, note: Option<String>) -> GameHandle {
        GameHandle {
            game,
            note,
            other_finish: OnceCell::new(),
            solver: SolverJumps::default(),
            opened: None,
        }
    }
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// A new game: board id, starting hole name, mode (`complement`, `anywhere`, `finish-H`).
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str, start: &str, mode: &str) -> Result<GameHandle, JsError> {
        Game::new(board, start, mode)
            .map(|game| GameHandle::wrap(game, None))
            .map_err(js_err)
    }

    /// A new game as a player asks for it: `start` may be null (the board's classic start), and
    /// a start or mode that makes no problem on this board is replaced by the closest that
    /// does; `note()` then says what changed. Fails only for an unknown board.
    pub fn open(board: &str, start: Option<String>, mode: &str) -> Result<GameHandle, JsError> {
        Game::open(board, start.as_deref(), mode)
            .map(|(game, note)| GameHandle::wrap(game, note))
            .map_err(js_err)
    }

    /// The game the page asks for (`{board, start, mode, state, fromLink, keepJumpsOf, ahead,
    /// layout, quiet, resume, byOwner, solverJumps, solverRecord}`; see `OpenRequest`), with
    /// every fallback: a saved game or link that cannot be restored, an unknown board, a
    /// layout with an error. `note()` says what happened; `opened()` the rest.
    #[wasm_bindgen(js_name = openRequested)]
    pub fn open_requested(request: JsValue) -> Result<GameHandle, JsError> {
        let request: OpenRequest = serde_wasm_bindgen::from_value(request)
            .map_err(|e| JsError::new(&format!("not a game request: {e}")))?;
        let Opened {
            game,
            note,
            solver_jumps,
            report,
        } = open_requested(request).map_err(js_err)?;
        let mut handle = GameHandle::wrap(game, (!note.is_empty()).then_some(note));
        handle.solver = solver_jumps;
        handle.opened = Some(report);
        Ok(handle)
    }

    /// What `openRequested` tells the page beside the note: `{warnings, layoutError, onLayout,
    /// restoreFailed, ownerNote}` (null for a game opened otherwise).
    pub fn opened(&self) -> Result<JsValue, JsError> {
        to_js(&self.opened)
    }

    /// Which jumps of the game's line (its redo list too) Solve from here made, ascending.
    #[wasm_bindgen(js_name = solverJumps)]
    pub fn solver_jumps(&self) -> Vec<u32> {
        self.solver.indices().iter().map(|&i| i as u32).collect()
    }

    /// What `open` changed from the request, or where `restore` stopped, as a sentence (or null).
    pub fn note(&self) -> Option<String> {
        self.note.clone()
    }

    /// A game restored from its state string (`BOARD:START:MODE:JUMPS`). A game on a layout
    /// (board `custom`) needs that layout's text. Any fault in the string is an error.
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(state: &str, layout: Option<String>) -> Result<GameHandle, JsError> {
        let board = layout_arg(layout).map_err(js_err)?;
        Game::from_state_on(state, board.as_ref())
            .map(|game| GameHandle::wrap(game, None))
            .map_err(js_err)
    }

    /// Like `fromState`, for a saved game or a shared link: a jump that cannot be played ends
    /// the replay, the game keeps the jumps before it, and `note` says so. A wrong board, start
    /// or goal is still an error.
    pub fn restore(state: &str, layout: Option<String>) -> Result<GameHandle, JsError> {
        let board = layout_arg(layout).map_err(js_err)?;
        let (game, wrong) = Game::from_state_prefix_on(state, board.as_ref()).map_err(js_err)?;
        Ok(GameHandle::wrap(game, wrong.as_ref().map(restore_note)))
    }

    pub fn state(&self) -> String {
        self.game.state()
    }

    /// The state string with every jump Redo would make played: opened and undone back to
    /// `state`, it brings the game back with its redo list.
    #[wasm_bindgen(js_name = stateAhead)]
    pub fn state_ahead(&self) -> String {
        self.game.state_ahead()
    }

    /// `startOptions` for this game's board: `[{hole, name, feasible, solvable, hints}]`.
    #[wasm_bindgen(js_name = startOptions)]
    pub fn start_options(&self, mode: &str) -> Result<JsValue, JsError> {
        to_js(&start_infos(self.game.board(), mode).map_err(js_err)?)
    }

    /// `{id, lattice, holes: [{index, name, x, y}]}` (x, y: lattice coordinates).
    pub fn layout(&self) -> Result<JsValue, JsError> {
        to_js(&LayoutInfo::of(self.game.board()))
    }

    /// One byte per hole: 1 = peg, 0 = empty.
    pub fn pegs(&self) -> Vec<u8> {
        peg_bytes(&self.game)
    }

    pub fn mode(&self) -> String {
        crate::play::modes::mode_word(self.game.board(), self.game.problem())
    }

    /// The hint for one candidate jump: can the goal still be reached after `from`-`to`?
    /// `true` or `false` only when proven; `undefined` when the hints cannot tell yet.
    #[wasm_bindgen(js_name = problemIsSolvable)]
    pub fn problem_is_solvable(&self, from: f64, to: f64) -> Result<Option<bool>, JsError> {
        let (from, to) = (hole_arg(&self.game, from)?, hole_arg(&self.game, to)?);
        self.game.problem_is_solvable(from, to).map_err(js_err)
    }

    /// The modes this game's start can be played in, as mode words (`complement`, `anywhere`,
    /// `finish-H`): only those parity allows, so the Finish menu offers nothing impossible.
    #[wasm_bindgen(js_name = modeOptions)]
    pub fn mode_options(&self) -> Vec<String> {
        mode_words(&self.game)
    }

    /// What hovering the peg on `hole` shows, in one call: `{hole, landings: [{to, good,
    /// thinking}], bomb}` (`good` null: no verdict; `thinking`: the search worker is on it).
    #[wasm_bindgen(js_name = pegHint)]
    pub fn peg_hint(&self, hole: f64) -> Result<JsValue, JsError> {
        let hole = hole_arg(&self.game, hole)?;
        let hint = self.game.peg_hint(hole).map_err(js_err)?;
        to_js(&PegHintInfo::of(&self.game, hole, hint))
    }

    /// The holes the peg on `from` can jump to now.
    #[wasm_bindgen(js_name = legalTargets)]
    pub fn legal_targets(&self, from: f64) -> Result<Vec<u8>, JsError> {
        Ok(self.game.legal_targets(hole_arg(&self.game, from)?))
    }

    /// Every legal jump: `[{from, over, to, good}]` (`good` is null without hints).
    pub fn verdicts(&self) -> Result<JsValue, JsError> {
        to_js(&verdict_infos(&self.game))
    }

    /// The player's jump (checked: an illegal one is an error and changes nothing).
    pub fn jump(&mut self, from: f64, to: f64) -> Result<(), JsError> {
        self.jump_by(from, to, false)
    }

    /// A jump Solve from here makes: the same as `jump`, recorded as the solver's.
    #[wasm_bindgen(js_name = solverJump)]
    pub fn solver_jump(&mut self, from: f64, to: f64) -> Result<(), JsError> {
        self.jump_by(from, to, true)
    }

    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    pub fn reset(&mut self) {
        self.game.reset()
    }

    /// Undoes back to the last position from which the goal could be reached; the number of
    /// jumps undone (0 when the game is not lost).
    #[wasm_bindgen(js_name = undoToWinning)]
    pub fn undo_to_winning(&mut self) -> u32 {
        self.game.undo_to_winning() as u32
    }

    /// A winning continuation as `[[from, to], ...]`, or null when the goal is out of reach.
    #[wasm_bindgen(js_name = solveFromHere)]
    pub fn solve_from_here(&self) -> Result<JsValue, JsError> {
        let jumps = self.game.solve_from_here().map_err(js_err)?;
        to_js(&jumps.map(|js| js.iter().map(|j| [j.from, j.to]).collect::<Vec<_>>()))
    }

    /// Hole names where a one-peg finish is still possible, or null when it cannot be told now.
    #[wasm_bindgen(js_name = reachableFinishes)]
    pub fn reachable_finishes(&self) -> Result<JsValue, JsError> {
        let b = self.game.board();
        to_js(&self.game.reachable_finishes().map(|hs| hole_names(b, &hs)))
    }

    pub fn status(&self) -> Result<JsValue, JsError> {
        let solver_from = self.solver.first_played(self.game.history().len());
        to_js(&StatusInfo::of(&self.game, &self.other_finish, solver_from))
    }

    /// The hint file this game's hints come from when it is fetched on demand:
    /// `{file, bytes, address, loaded}`, or `null` (hints built in, or none for this mode).
    /// `address` is where to fetch it under `pkg/data/`: its gzip copy, with its SHA-256's head
    /// in the query, so no cache hands an old file to a new engine. `bytes` is the file's own size.
    #[wasm_bindgen(js_name = hintFile)]
    pub fn hint_file(&self) -> Result<JsValue, JsError> {
        let file = self.game.hint_file();
        file.map_or(Ok(JsValue::NULL), |f| to_js(&FileInfo::of(f)))
    }

    /// The hint file this game will fetch after moving onto its board's data build (the page
    /// adds its bytes to that build's progress), or `null`.
    #[wasm_bindgen(js_name = hintFileAfterDataBuild)]
    pub fn hint_file_after_data_build(&self) -> Result<JsValue, JsError> {
        let file = hint_file_after_data_build(self.game.board(), self.game.problem());
        file.map_or(Ok(JsValue::NULL), |f| to_js(&FileInfo::of(f)))
    }

    /// Takes in a hint file's levels checked since the last call, or the whole file once loaded
    /// (see `HintFileLoader`); whether hints are on.
    #[wasm_bindgen(js_name = reloadHints)]
    pub fn reload_hints(&mut self) -> bool {
        self.game.reload_hints()
    }

    /// What a hover's live search could not tell, searched a slice further (an eighth of a
    /// hover's budget: mostly under 50 ms in Chromium). Whether another call may tell more;
    /// `status()` says what it found. Where no search worker runs (`Thinker`).
    #[wasm_bindgen(js_name = searchFurther)]
    pub fn search_further(&mut self) -> bool {
        self.game
            .search_further(crate::search::live::LIVE_BUDGET / 8)
    }

    /// This game's live search is done by a `Thinker` in a worker: it no longer searches
    /// here. False when its hints are not a live search.
    #[wasm_bindgen(js_name = thinkElsewhere)]
    pub fn think_elsewhere(&mut self) -> bool {
        self.game.think_elsewhere()
    }

    /// Takes in a thinker's thoughts (`Thinker.think`); false when they are for another game's
    /// problem, an error when they are not a thinker's thoughts.
    #[wasm_bindgen(js_name = learnThoughts)]
    pub fn learn_thoughts(&mut self, thoughts: &[u8]) -> Result<bool, JsError> {
        let thoughts = Thoughts::from_bytes(thoughts).map_err(js_err)?;
        Ok(self.game.learn_thoughts(&thoughts))
    }

    /// The game so far in a1 notation, moves separated by spaces.
    pub fn notation(&self) -> String {
        self.game.notation()
    }

    /// The name of a hole (for messages), or an error for a hole not on the board.
    #[wasm_bindgen(js_name = holeName)]
    pub fn hole_name(&self, hole: f64) -> Result<String, JsError> {
        let hole = hole_arg(&self.game, hole)?;
        Ok(self.game.board().name(hole).to_string())
    }
}

/// The live search of a game, run in the page's search worker (`play::thinker`): told the
/// game and the peg looked at, it thinks in slices and hands back what it proves, as bytes
/// for `Game.learnThoughts` on the page.
#[wasm_bindgen(js_name = Thinker)]
pub struct ThinkerHandle {
    thinker: Thinker,
    idle: bool,
}

#[wasm_bindgen(js_class = Thinker)]
impl ThinkerHandle {
    /// A thinker whose memory suits a device with `device_memory` gigabytes (the browser's
    /// `navigator.deviceMemory`; undefined where it does not say).
    #[wasm_bindgen(constructor)]
    pub fn new(device_memory: Option<f64>) -> ThinkerHandle {
        ThinkerHandle {
            thinker: Thinker::for_device(device_memory_arg(device_memory)),
            idle: false,
        }
    }

    /// The game, as its state string, and the hole of the peg the player looks at (or null).
    pub fn focus(&mut self, state: &str, peg: Option<f64>) -> Result<(), JsError> {
        let peg = focus_peg(state, peg).map_err(js_err)?;
        self.thinker.focus(state, peg).map_err(js_err)?;
        self.idle = false;
        Ok(())
    }

    /// Thinks for at most `budget` positions; what it proved since the last call, as bytes
    /// (empty when nothing).
    pub fn think(&mut self, budget: f64) -> Result<Vec<u8>, JsError> {
        let thoughts = self.thinker.think(budget_arg(budget).map_err(js_err)?);
        self.idle = thoughts.idle;
        Ok(if thoughts.is_empty() {
            Vec::new()
        } else {
            thoughts.to_bytes()
        })
    }

    /// The address under `pkg/data/` of the opening book the game's problem has and the
    /// thinker has not read, if any (a gzip copy: its unzipped bytes go to `learnBook`).
    #[wasm_bindgen(js_name = bookWanted)]
    pub fn book_wanted(&self) -> Option<String> {
        self.thinker.book_wanted()
    }

    /// Reads the fetched book, checked against the build's checksum, and answers from it.
    #[wasm_bindgen(js_name = learnBook)]
    pub fn learn_book(&mut self, bytes: &[u8]) -> Result<(), JsError> {
        self.thinker.learn_book(bytes).map_err(js_err)
    }

    /// Whether nothing is left to think about until the next `focus`.
    pub fn idle(&self) -> bool {
        self.idle
    }
}

/// Receives a hint file in chunks as it downloads, checking and decoding each part (the header,
/// then each level) as it completes, so games use the levels before the file is whole; then
/// checks the whole file's length and SHA-256.
#[wasm_bindgen(js_name = HintFileLoader)]
pub struct HintFileLoaderHandle {
    loader: Option<crate::data::hint_files::HintFileLoader>,
}

#[wasm_bindgen(js_class = HintFileLoader)]
impl HintFileLoaderHandle {
    #[wasm_bindgen(constructor)]
    pub fn new(file: &str) -> Result<HintFileLoaderHandle, JsError> {
        crate::data::hint_files::HintFileLoader::new(file)
            .map(|l| HintFileLoaderHandle { loader: Some(l) })
            .map_err(js_err)
    }

    fn loader(&mut self) -> Result<&mut crate::data::hint_files::HintFileLoader, JsError> {
        self.loader
            .as_mut()
            .ok_or_else(|| JsError::new("this loader has already finished"))
    }

    /// Takes the next chunk; returns how many levels are checked so far (when that grows,
    /// games can `reloadHints()` to use them).
    pub fn push(&mut self, chunk: &[u8]) -> Result<usize, JsError> {
        self.loader()?.push(chunk).map_err(js_err)
    }

    /// Checks the whole file; afterwards games can `reloadHints()`.
    pub fn finish(&mut self) -> Result<(), JsError> {
        let loader = self
            .loader
            .take()
            .ok_or_else(|| JsError::new("this loader has already finished"))?;
        loader.finish().map_err(js_err)
    }
}
