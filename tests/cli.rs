//! The `pegs` command's output forms and exit statuses (a contract other tools rely on).

mod common;
use common::run_pegs as pegs;
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn boards_lists_id_and_holes() {
    let o = pegs(&["boards"], "");
    assert!(o.status.success());
    let text = stdout(&o);
    for line in [
        "english\t33",
        "french\t37",
        "wiegleb\t45",
        "square6\t36",
        "triangle4\t10",
        "triangle10\t55",
        "trunc12\t12",
        "trunc18\t18",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in {text}"
        );
    }
    assert_eq!(text.lines().count(), 13);
}

/// `pegs boards --json` is the catalogue the page's build writes into www/boards.js: one
/// array, an object per board with the fields the page reads.
#[test]
fn boards_json_is_the_catalogue() {
    let o = pegs(&["boards", "--json"], "");
    assert!(o.status.success());
    let text = stdout(&o);
    let line = text.trim_end();
    assert!(line.starts_with("[{") && line.ends_with("}]"), "{line}");
    assert_eq!(line.matches("\"id\":").count(), 13);
    for entry in [
        r#"{"id":"english","name":"English cross, 33 holes","holes":33,"lattice":"square","rows":7,"usualStart":"d4","hints":"english-build"}"#,
        r#"{"id":"triangle7","name":"Triangle, 28 holes","holes":28,"lattice":"triangular","rows":7,"usualStart":null,"hints":"hint-file"}"#,
        r#"{"id":"trunc12","name":"Truncated triangle, 12 holes","holes":12,"lattice":"triangular","rows":4,"usualStart":"b3","hints":"triangles-build"}"#,
        r#"{"id":"wiegleb","name":"Wiegleb, 45 holes","holes":45,"lattice":"square","rows":9,"usualStart":"e5","hints":"live"}"#,
    ] {
        assert!(line.contains(entry), "missing {entry} in {line}");
    }
}

#[test]
fn levels_prints_n_f_w_from_top() {
    let o = pegs(
        &[
            "levels",
            "--board",
            "triangle5",
            "--start",
            "a1",
            "--finish",
            "a1",
        ],
        "",
    );
    assert!(o.status.success());
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 14);
    assert_eq!(lines[0], "14\t1\t1");
    assert_eq!(lines[11], "3\t39\t2");
    assert_eq!(lines[13], "1\t3\t1");
    let raw = stdout(&pegs(
        &[
            "levels",
            "--board",
            "triangle5",
            "--start",
            "a1",
            "--finish",
            "a1",
            "--raw",
        ],
        "",
    ));
    assert_eq!(raw.lines().nth(3), Some("11\t35\t16"));
}

#[test]
fn count_and_solve() {
    let o = pegs(
        &[
            "count",
            "--board",
            "triangle5",
            "--start",
            "a1",
            "--finish",
            "a1",
        ],
        "",
    );
    assert_eq!(stdout(&o), "6816\n");
    let o = pegs(
        &[
            "solve",
            "--board",
            "triangle5",
            "--start",
            "a1",
            "--finish",
            "a1",
        ],
        "",
    );
    assert!(o.status.success());
    let solution = stdout(&o);
    assert_eq!(solution.split_whitespace().count(), 13);
    // Replaying the solution through `verdicts` ends in a one-peg position with no jumps left.
    let o = pegs(
        &[
            "verdicts",
            "--board",
            "triangle5",
            "--start",
            "a1",
            "--finish",
            "a1",
        ],
        &solution,
    );
    assert_eq!(stdout(&o), "\n");
    // An unsolvable pair (ref. 2, Table 1: b3 to b3 has negative slack) exits 1.
    let o = pegs(
        &[
            "solve",
            "--board",
            "triangle5",
            "--start",
            "b3",
            "--finish",
            "b3",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no solution"));
}

#[test]
fn verdicts_lines() {
    // Ref. 1, §7.1: with a2 vacant on the 15-hole board, jumping from (2,3) = c4 is a dead board.
    let input = "\na4-a2\nc4-a2\nzz-a2\na1-a3\n";
    let o = pegs(
        &["verdicts", "--board", "triangle5", "--start", "a2", "--any"],
        input,
    );
    assert!(o.status.success());
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0], "a4-a2=good c4-a2=bad");
    assert!(lines[1].contains("=good"));
    assert!(
        !lines[2].contains("=good"),
        "after c4-a2 nothing is good: {}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("error: ") && lines[3].contains("zz"),
        "{}",
        lines[3]
    );
    assert!(
        lines[4].starts_with("error: ") && lines[4].contains("a1-a3"),
        "{}",
        lines[4]
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        vec!["count", "--board", "nosuch", "--start", "a1", "--any"],
        vec!["count", "--board", "english", "--start", "z9", "--any"],
        vec![
            "count", "--board", "english", "--start", "d4", "--finish", "d5",
        ],
        vec![
            "count",
            "--board",
            "triangle4",
            "--start",
            "a1",
            "--finish",
            "a1",
        ],
        vec!["frobnicate"],
    ] {
        let o = pegs(&args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.trim().is_empty(), "{args:?}");
    }
    let o = pegs(
        &[
            "count", "--board", "english", "--start", "d4", "--finish", "d5",
        ],
        "",
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("parity") && err.lines().count() == 1, "{err}");
}

#[test]
fn layout_files() {
    let dir = std::env::temp_dir().join(format!("pegs-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("t5.txt");
    std::fs::write(&good, "lattice triangular\no\noo\nooo\noooo\nooooo\n").unwrap();
    let o = pegs(
        &[
            "count",
            "--layout",
            good.to_str().unwrap(),
            "--start",
            "a1",
            "--finish",
            "a1",
        ],
        "",
    );
    assert_eq!(stdout(&o), "6816\n");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "lattice square\nooo\noxo\n").unwrap();
    let o = pegs(
        &[
            "count",
            "--layout",
            bad.to_str().unwrap(),
            "--start",
            "a1",
            "--any",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("line 3, column 2"), "{err}");
}

#[test]
fn a_search_too_big_for_the_limit_stops_with_a_message() {
    let o = pegs(
        &[
            "count",
            "--board",
            "english",
            "--start",
            "d4",
            "--finish",
            "d4",
            "--max-memory",
            "8",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("memory limit of 8 MB") && err.contains("GB"),
        "{err}"
    );
}

/// English chosen finishes through the command line: the hint file answers them (loaded from
/// winning-data/), and a jump good for the complement is bad when the last peg must be on d1
/// (tests/english_types.rs checks such verdicts against level sets for the exact problem).
#[test]
fn english_verdicts_for_a_chosen_finish() {
    let game = "b4-d4 c6-c4 e6-c6 d4-b4\n";
    let verdict = |finish: &str| {
        let o = pegs(
            &[
                "verdicts", "--board", "english", "--start", "d4", "--finish", finish,
            ],
            game,
        );
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        stdout(&o)
    };
    assert!(verdict("d4").contains("d2-d4=good"));
    assert!(verdict("d1").contains("d2-d4=bad"));
    // From a start of another type: c1 to f4 (ref. 5: c1 finishes at c1, c4, f4, c7).
    let o = pegs(
        &[
            "verdicts", "--board", "english", "--start", "c1", "--finish", "f4",
        ],
        "\n",
    );
    assert_eq!(stdout(&o), "e1-c1=good c3-c1=good\n");
}
