//! Opening the game the page asks for: a saved game or a shared link (a state string), a new
//! goal for the game in progress, a website owner's own board, or a board, start and finish.
//! Whatever cannot be opened as asked falls back to the nearest game that can, and the note
//! says what happened in a sentence for the player. The page passes its request through and
//! shows the note; it never reads a state string itself.

use crate::play::custom_board::{layout_board, CUSTOM_BOARD_ID};
use crate::play::game::Game;
use crate::play::solver_jumps::SolverJumps;
use crate::play::state_string::{StateParts, WrongJump};
use pegsol_base::geometry::{builtin_board, Board, BOARDS};

/// The board of an element that names none, and the stand-in for one it cannot have.
pub const DEFAULT_BOARD: &str = "triangle5";
const STAND_IN_WORDS: &str = "the 15-hole triangle";

/// What the page asks to open. Every field but `board` may be left out.
#[derive(Clone, Debug, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct OpenRequest {
    /// A built-in board's id (in any case), `custom` for the owner's layout, or whatever the
    /// page's attribute said (an unknown board is replaced by the default one, with a note).
    pub board: String,
    pub start: Option<String>,
    /// `complement`, `anywhere`, `finish-H`, or empty for the finish the engine chooses.
    pub mode: String,
    /// A game to restore (a saved game, or a shared link when `from_link`).
    pub state: Option<String>,
    pub from_link: bool,
    /// A game in progress whose jumps stay under `mode`, the finish the player just chose.
    pub keep_jumps_of: Option<String>,
    /// The game's state with its undone jumps made again, so Redo still has them.
    pub ahead: Option<String>,
    /// The website owner's layout text, for the board `custom`.
    pub layout: Option<String>,
    /// The board's usual game was asked for: the engine's note on how it chose a start and
    /// finish answers no question, and is left out.
    pub quiet: bool,
    /// A game put aside by a board switch, coming back.
    pub resume: bool,
    /// The element's attributes asked for this game: a start or finish changed from theirs is
    /// worth a line in the console, where the site's owner looks.
    pub by_owner: bool,
    /// Which jumps of the game's line Solve from here made, when the page knows.
    pub solver_jumps: Option<Vec<usize>>,
    /// Else the saved record of them (a line and its indices), matched against the restored
    /// game's line.
    pub solver_record: Option<(String, Vec<usize>)>,
}

/// The game opened, and what the page should say and keep about it.
pub struct Opened {
    pub game: Game,
    /// For the player: what could not be opened as asked, and what opened instead ('' when
    /// all went as asked).
    pub note: String,
    pub solver_jumps: SolverJumps,
    pub report: OpenReport,
}

/// What the page does beside showing the note (sent to JavaScript as it is).
#[derive(Clone, Debug, Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OpenReport {
    /// For the site owner's console: what was wrong with the page's own request.
    pub warnings: Vec<String>,
    /// `Some(why)` when the owner's layout cannot be played; `None` when it was not tried.
    pub layout_error: Option<String>,
    /// Whether the game is on the owner's layout (its board plays).
    pub on_layout: bool,
    /// A saved game could not be restored: the page may drop it.
    pub restore_failed: bool,
    /// For the console too: the engine's note when it changed the start or finish the
    /// element's attributes asked for.
    pub owner_note: Option<String>,
}

/// What the page tells the player when a state string's jumps could be replayed only up to
/// `wrong`.
pub fn restore_note(wrong: &WrongJump) -> String {
    match wrong.kept {
        0 => format!(
            "The game's first jump could not be played ({}), so it starts afresh.",
            wrong.reason
        ),
        kept => format!(
            "The game was restored up to jump {kept}: the next could not be played ({}).",
            wrong.reason
        ),
    }
}

/// The built-in boards as the page's menu lists them: the triangles first, smallest first on
/// each lattice (for the sentence naming them).
fn boards_in_menu_order() -> Vec<&'static str> {
    let mut boards: Vec<(bool, usize, &str)> = BOARDS
        .iter()
        .filter_map(|b| builtin_board(b.id).map(|board| (board.lattice(), board.holes(), b.id)))
        .map(|(lattice, holes, id)| (lattice == pegsol_base::geometry::Lattice::Square, holes, id))
        .collect();
    boards.sort();
    boards.into_iter().map(|(_, _, id)| id).collect()
}

fn is_builtin(id: &str) -> bool {
    BOARDS.iter().any(|b| b.id == id)
}

/// Opens the game `request` asks for (see `OpenRequest`). Fails only when no game at all can
/// be opened, which the built-in default board rules out.
pub fn open_requested(request: OpenRequest) -> Result<Opened, String> {
    let OpenRequest {
        mut board,
        mut start,
        mut mode,
        state,
        from_link,
        keep_jumps_of,
        ahead,
        layout,
        mut quiet,
        resume,
        by_owner,
        solver_jumps,
        solver_record,
    } = request;
    let (asked_start, asked_mode, owner_quiet) = (start.clone(), mode.clone(), quiet);
    let mut warnings = Vec::new();
    let mut owner_note = None;
    let mut unknown = String::new();
    board = board.trim().to_string();
    let lower = board.to_ascii_lowercase();
    // A stand-in board plays its usual game: the start and finish asked for were meant for
    // another board, and a sentence about them would only hide what went wrong.
    let stand_in = |board: &mut String, start: &mut Option<String>, mode: &mut String| {
        *board = DEFAULT_BOARD.to_string();
        *start = None;
        *mode = "complement".to_string();
    };
    if lower != CUSTOM_BOARD_ID && !is_builtin(&lower) {
        if !board.is_empty() {
            unknown = format!(
                "There is no board called '{board}' here, so this is {STAND_IN_WORDS}. The boards \
                 are {}.",
                boards_in_menu_order().join(", ")
            );
            warnings.push(format!("<peg-solitaire board=\"{board}\">: {unknown}"));
        }
        stand_in(&mut board, &mut start, &mut mode);
        quiet = true;
    } else {
        board = lower;
    }
    // A game on the owner's layout reads its text; a state names its own board (on a layout
    // page the player may have chosen a built-in one).
    let layout_of = |id: &str| -> Result<Option<Board>, String> {
        if id != CUSTOM_BOARD_ID {
            return Ok(None);
        }
        layout_board(layout.as_deref().unwrap_or("")).map(Some)
    };
    let mut game: Option<Game> = None;
    let mut note = String::new();
    let mut on_state_board = false; // a state that failed, opened afresh on its own board
    let mut lead = ""; // what failed to open: the link's game or the saved one
    let mut state_had_jumps = false;
    let mut restore_failed = false;
    if let Some(state) = &state {
        let parts = StateParts::parse(state);
        let restored = layout_of(&parts.board)
            .and_then(|b| Game::from_state_prefix_on(state, b.as_ref()).map(|g| (g, b)));
        match restored {
            Ok(((restored, wrong), layout_board)) => {
                // A jump that could not be played ended the replay there; else the jumps
                // undone before a board switch, a reload or Back are still there to redo.
                game = Some(match (&wrong, &ahead) {
                    (Some(wrong), _) => {
                        note = restore_note(wrong);
                        restored
                    }
                    (None, Some(ahead)) => restored.with_redo(ahead, layout_board.as_ref()),
                    (None, None) => restored,
                });
            }
            Err(error) => {
                lead = if from_link {
                    "This link's game could not be opened"
                } else {
                    "The saved game could not be restored"
                };
                note = format!("{lead}: {error}. Here is a fresh game.");
                restore_failed = !from_link;
                state_had_jumps = parts.jumps.as_ref().is_some_and(|j| !j.is_empty());
                // A board the page has keeps its place: the fresh game is on it, at the start
                // asked for where that can win (the engine picks and says otherwise).
                if is_builtin(&parts.board) {
                    // A short link (`#game=french`, `#game=triangle5:c3`: no jumps) asks for
                    // that game afresh: nothing failed. With no start or finish either, it is
                    // the board's usual game; naming no finish, it leaves the engine to choose
                    // one that can win from its start (an empty mode).
                    let short_link = from_link && parts.jumps.is_none();
                    let raw: Vec<&str> = state.split(':').map(str::trim).collect();
                    let raw_word =
                        |i: usize| raw.get(i).filter(|w| !w.is_empty()).map(|w| w.to_string());
                    board = parts.board.clone();
                    start = raw_word(1);
                    mode = raw_word(2).unwrap_or_else(|| {
                        if short_link {
                            String::new()
                        } else {
                            "complement".into()
                        }
                    });
                    on_state_board = true;
                    if short_link {
                        note.clear();
                        lead = "";
                    }
                    quiet = short_link && start.is_none() && parts.mode.is_none();
                }
            }
        }
    }
    if game.is_none() {
        if let Some(kept) = &keep_jumps_of {
            // A new goal for the same game: its jumps stay (the engine says if the goal is
            // lost), and so do the undone ones. A start without this goal opens afresh below.
            let layout_board = layout_of(&board).ok().flatten();
            game = Game::with_goal(kept, ahead.as_deref(), &mode, layout_board.as_ref()).ok();
        }
    }
    // The jumps Solve made stay the solver's through a reload, Back, a move of the element.
    // A game opened afresh below has none.
    let fresh = game.is_none();
    let solver_jumps = match (&game, solver_jumps, &solver_record) {
        (Some(_), Some(indices), _) => SolverJumps::from_indices(indices),
        (Some(g), None, Some((line, indices))) if state.is_some() => {
            SolverJumps::from_record(line, indices, &g.state_ahead())
        }
        _ => SolverJumps::default(),
    };
    let mut engine_note = None;
    let mut layout_error = None;
    if game.is_none() && board == CUSTOM_BOARD_ID {
        match layout_of(&board).and_then(|b| {
            Game::open_on(
                b.expect("a custom board has a layout"),
                start.as_deref(),
                &mode,
            )
        }) {
            Ok((opened, n)) => {
                game = Some(opened);
                engine_note = n;
            }
            Err(error) => {
                // The owner's layout is wrong: say where, and play the default board meanwhile.
                let why = format!(
                    "This page's board cannot be played: {error}. Here is {STAND_IN_WORDS} instead."
                );
                warnings.push(format!("<peg-solitaire layout>: {why}"));
                unknown = why.clone();
                layout_error = Some(why);
                stand_in(&mut board, &mut start, &mut mode);
                quiet = true;
            }
        }
    }
    let game = match game {
        Some(game) => game,
        None => {
            let (opened, n) = Game::open(&board, start.as_deref(), &mode)?;
            // On the state's own board, the engine's note says what it changed and why (once
            // is enough), after a word that the link or saved game did not open as it was, and
            // lost its jumps if it had any (a wrong finish drops them too).
            if on_state_board && n.is_some() && !lead.is_empty() {
                let lost = if state_had_jumps {
                    ", so its jumps were not played"
                } else {
                    ""
                };
                note = format!("{lead}{lost}.");
            }
            engine_note = n;
            opened
        }
    };
    if fresh {
        let said = if quiet { None } else { engine_note.clone() };
        note = [Some(unknown), Some(note), said]
            .into_iter()
            .flatten()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
    }
    // A start or finish of the owner's that the engine changed is said in the console too,
    // where an owner looks; so is the finish an absent `mode` stands for. Not where they named
    // neither: the board's usual game is theirs.
    if let (true, true, None, false, Some(engine_note)) =
        (fresh, by_owner, &state, owner_quiet, &engine_note)
    {
        let opened = StateParts::parse(&game.state());
        let start_changed = asked_start.as_deref().is_some_and(|s| {
            opened.start.as_deref() != Some(s.trim().to_ascii_lowercase().as_str())
        });
        let asked_mode = if asked_mode.trim().is_empty() {
            "complement".to_string()
        } else {
            asked_mode.trim().to_ascii_lowercase()
        };
        if start_changed || opened.mode.as_deref() != Some(asked_mode.as_str()) {
            owner_note = Some(engine_note.clone());
        }
    }
    if resume && note.is_empty() {
        note = "Here is your game on this board, as you left it. Reset starts it afresh.".into();
    }
    let on_layout = game.board().id() == CUSTOM_BOARD_ID;
    Ok(Opened {
        game,
        note,
        solver_jumps,
        report: OpenReport {
            warnings,
            layout_error,
            on_layout,
            restore_failed,
            owner_note,
        },
    })
}
