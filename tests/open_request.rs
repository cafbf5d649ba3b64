//! Opening the game the page asks for (`open_requested`): restoring saved games and links with
//! their redo list and the solver's jumps, the fallbacks when a request cannot be opened as
//! asked, and the notes that say so.

use pegsol::{open_requested, OpenRequest, StateParts};

fn request(board: &str) -> OpenRequest {
    OpenRequest {
        board: board.into(),
        mode: "complement".into(),
        ..OpenRequest::default()
    }
}

fn link(state: &str) -> OpenRequest {
    OpenRequest {
        state: Some(state.into()),
        from_link: true,
        ..request("english")
    }
}

#[test]
fn a_state_string_reads_as_written_in_any_case() {
    let parts = StateParts::parse(" French:D3:Anywhere:b3-d3, b5-b3 ");
    assert_eq!(parts.board, "french");
    assert_eq!(parts.start.as_deref(), Some("d3"));
    assert_eq!(parts.mode.as_deref(), Some("anywhere"));
    assert_eq!(
        parts.jumps,
        Some(vec!["b3-d3".to_string(), "b5-b3".to_string()])
    );
    let short = StateParts::parse("triangle5:c3");
    assert_eq!(
        (short.start.as_deref(), short.mode, short.jumps),
        (Some("c3"), None, None)
    );
}

#[test]
fn a_link_in_any_case_opens_its_game_on_its_board() {
    let opened = open_requested(link("French:d3:Anywhere:b3-d3,b5-b3")).unwrap();
    assert_eq!(opened.game.state(), "french:d3:anywhere:b3-d3,b5-b3");
    assert_eq!(opened.note, "");
    assert!(opened.report.warnings.is_empty());
}

#[test]
fn a_restored_game_keeps_its_redo_list_when_the_record_goes_on_from_it() {
    let opened = open_requested(OpenRequest {
        ahead: Some("english:d4:complement:b4-d4,c2-c4,e2-c2".into()),
        ..link("english:d4:complement:b4-d4")
    })
    .unwrap();
    assert_eq!(opened.game.state(), "english:d4:complement:b4-d4");
    assert_eq!(
        opened.game.state_ahead(),
        "english:d4:complement:b4-d4,c2-c4,e2-c2"
    );
    // A record of another line (an altered one) is not the game's: no redo.
    let other = open_requested(OpenRequest {
        ahead: Some("english:d4:complement:f4-d4,d5-d3".into()),
        ..link("english:d4:complement:b4-d4")
    })
    .unwrap();
    assert_eq!(other.game.state_ahead(), "english:d4:complement:b4-d4");
}

#[test]
fn a_link_with_a_wrong_jump_keeps_the_jumps_before_it_and_says_so() {
    let opened = open_requested(link("english:d4:complement:b4-d4,zz-top")).unwrap();
    assert_eq!(opened.game.state(), "english:d4:complement:b4-d4");
    assert!(
        opened
            .note
            .starts_with("The game was restored up to jump 1"),
        "{}",
        opened.note
    );
}

#[test]
fn a_link_that_cannot_be_opened_gives_a_fresh_game_on_its_board_and_says_why() {
    let opened = open_requested(link("english:zz:complement:")).unwrap();
    assert!(
        opened.game.state().starts_with("english:d4:"),
        "{}",
        opened.game.state()
    );
    assert_eq!(
        opened.note,
        "This link's game could not be opened. No hole named 'zz' on this board, so this game \
         starts at d4, finishing where it started."
    );
    assert!(
        !opened.report.restore_failed,
        "a bad link leaves the saved game be"
    );
    let with_jumps = open_requested(link("english:d4:finish-zz:d2-d4")).unwrap();
    assert!(
        with_jumps
            .note
            .starts_with("This link's game could not be opened, so its jumps were not played. "),
        "{}",
        with_jumps.note
    );
    // A board the page does not have: the page's own game, with the engine's reason.
    let unknown = open_requested(link("hexagon:a1:complement:")).unwrap();
    assert!(unknown.game.state().starts_with("english:d4:"));
    assert!(
        unknown
            .note
            .starts_with("This link's game could not be opened: unknown board 'hexagon'"),
        "{}",
        unknown.note
    );
    assert!(unknown.note.ends_with("Here is a fresh game."));
}

#[test]
fn a_saved_game_that_cannot_be_restored_is_dropped() {
    let opened = open_requested(OpenRequest {
        from_link: false,
        ..link("english:zz:complement:")
    })
    .unwrap();
    assert!(opened.report.restore_failed);
    assert!(opened
        .note
        .starts_with("The saved game could not be restored"));
}

#[test]
fn a_short_link_opens_that_game_afresh_with_nothing_to_say() {
    let board_only = open_requested(link("french")).unwrap();
    assert_eq!(board_only.game.state(), "french:d3:anywhere:");
    assert_eq!(board_only.note, "", "the board's usual game needs no note");
    let with_start = open_requested(link("triangle5:c3")).unwrap();
    assert!(
        with_start.game.state().starts_with("triangle5:c3:"),
        "{}",
        with_start.game.state()
    );
}

#[test]
fn an_unknown_board_opens_the_default_one_and_names_the_boards() {
    let opened = open_requested(OpenRequest {
        start: Some("d4".into()),
        ..request("hexagon")
    })
    .unwrap();
    assert_eq!(opened.game.board().id(), pegsol::DEFAULT_BOARD);
    assert!(opened.note.starts_with(
        "There is no board called 'hexagon' here, so this is the 15-hole triangle. The boards \
         are triangle4, trunc12, "
    ));
    assert!(opened.note.ends_with("french, wiegleb."), "{}", opened.note);
    assert_eq!(opened.report.warnings.len(), 1);
    assert!(opened.report.warnings[0]
        .starts_with("<peg-solitaire board=\"hexagon\">: There is no board"));
}

#[test]
fn a_new_finish_keeps_the_jumps_and_the_redo_list() {
    let opened = open_requested(OpenRequest {
        keep_jumps_of: Some("english:d4:complement:b4-d4".into()),
        ahead: Some("english:d4:complement:b4-d4,c2-c4".into()),
        mode: "anywhere".into(),
        solver_jumps: Some(vec![1]),
        ..request("english")
    })
    .unwrap();
    assert_eq!(opened.game.state(), "english:d4:anywhere:b4-d4");
    assert_eq!(opened.game.state_ahead(), "english:d4:anywhere:b4-d4,c2-c4");
    assert_eq!(opened.solver_jumps.indices(), [1]);
    // A finish this start cannot have: a fresh game, and the engine says why.
    let fresh = open_requested(OpenRequest {
        keep_jumps_of: Some("english:d4:complement:b4-d4".into()),
        mode: "finish-d5".into(),
        solver_jumps: Some(vec![0]),
        ..request("english")
    })
    .unwrap();
    assert!(fresh.game.history().is_empty());
    assert!(!fresh.note.is_empty());
    assert!(
        fresh.solver_jumps.indices().is_empty(),
        "a fresh game has no solver's jumps"
    );
}

#[test]
fn the_saved_record_of_the_solvers_jumps_counts_on_the_line_restored() {
    let opened = open_requested(OpenRequest {
        solver_record: Some(("english:d4:complement:b4-d4,c2-c4,e2-c2".into(), vec![1, 2])),
        ahead: Some("english:d4:complement:b4-d4,c2-c4".into()),
        ..link("english:d4:complement:b4-d4")
    })
    .unwrap();
    assert_eq!(opened.solver_jumps.indices(), [1]);
}

#[test]
fn an_owners_layout_plays_or_says_where_it_is_wrong() {
    let layout = "lattice triangular\no\noo\nooo\noooo\nooooo";
    let plays = open_requested(OpenRequest {
        layout: Some(layout.into()),
        ..request("custom")
    })
    .unwrap();
    assert!(plays.report.on_layout);
    assert_eq!(plays.report.layout_error, None);
    let wrong = open_requested(OpenRequest {
        layout: Some("lattice square\nox".into()),
        ..request("custom")
    })
    .unwrap();
    assert!(!wrong.report.on_layout);
    assert_eq!(wrong.game.board().id(), pegsol::DEFAULT_BOARD);
    let why = wrong.report.layout_error.unwrap();
    assert!(
        why.starts_with(
            "This page's board cannot be played: the layout has an error at line 2, column 2"
        ),
        "{why}"
    );
    assert!(wrong.note.starts_with(&why));
    assert_eq!(
        wrong.report.warnings,
        [format!("<peg-solitaire layout>: {why}")]
    );
}

#[test]
fn a_game_coming_back_to_its_board_says_so() {
    let opened = open_requested(OpenRequest {
        state: Some("english:d4:complement:b4-d4".into()),
        resume: true,
        ..request("english")
    })
    .unwrap();
    assert_eq!(
        opened.note,
        "Here is your game on this board, as you left it. Reset starts it afresh."
    );
}

#[test]
fn a_start_the_owner_asked_for_and_the_engine_changed_is_said_in_the_console() {
    // French's d4 has no one-peg finish: the engine opens another start and says why.
    let opened = open_requested(OpenRequest {
        start: Some("D4".into()),
        by_owner: true,
        ..request("french")
    })
    .unwrap();
    assert!(opened.report.owner_note.is_some());
    assert_eq!(
        opened.report.owner_note.as_deref(),
        Some(opened.note.as_str())
    );
    // The start asked for, as asked: nothing to say.
    let as_asked = open_requested(OpenRequest {
        start: Some("c4".into()),
        by_owner: true,
        ..request("english")
    })
    .unwrap();
    assert_eq!(as_asked.report.owner_note, None);
}
