//! `pegs`: the command-line face of the engine. Output forms are a contract (see README).

use pegsol::{
    builtin_board, compute_levels, count_solutions, format_jump, parse_game, play, solve_from,
    Board, Goal, Hints, LevelOptions, Levels, Problem, Verdict, BOARD_IDS,
};
use std::io::{BufRead, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  pegs boards   [--json]                  (--json: the catalogue, for the page's build)
  pegs levels   --board ID --start H (--finish H2 | --any) [--raw]
  pegs count    --board ID --start H (--finish H2 | --any)
  pegs solve    --board ID --start H (--finish H2 | --any)
  pegs verdicts --board ID --start H (--finish H2 | --any) [--budget N]
                                              (games on stdin, one per line)
  pegs generate --board ID --out DIR
  pegs data                                             (embedded sets: BOARD FORM CODES BYTES)
options: --layout FILE instead of --board; --max-memory MB (default 4096);
  --budget N: positions a verdict's search may visit (default: no bound, every verdict
  proven); a jump it cannot settle within N is printed JUMP=unknown";

/// A failure and the exit status it gets: 2 for bad input, 1 when there is no answer.
struct Failure(u8, String);

fn usage_error(message: impl Into<String>) -> Failure {
    Failure(2, message.into())
}

#[derive(Default)]
struct Args {
    command: String,
    board: Option<String>,
    layout: Option<String>,
    start: Option<String>,
    finish: Option<String>,
    any: bool,
    raw: bool,
    json: bool,
    out: Option<String>,
    max_memory_mb: Option<usize>,
    budget: Option<usize>,
}

fn parse_args() -> Result<Args, Failure> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_env();
    let mut args = Args::default();
    let text = |v: Result<std::ffi::OsString, lexopt::Error>| -> Result<String, Failure> {
        v.map_err(|e| usage_error(e.to_string()))?
            .into_string()
            .map_err(|_| usage_error("arguments must be valid UTF-8"))
    };
    while let Some(arg) = parser.next().map_err(|e| usage_error(e.to_string()))? {
        match arg {
            Long("board") => args.board = Some(text(parser.value())?),
            Long("layout") => args.layout = Some(text(parser.value())?),
            Long("start") => args.start = Some(text(parser.value())?),
            Long("finish") => args.finish = Some(text(parser.value())?),
            Long("any") => args.any = true,
            Long("raw") => args.raw = true,
            Long("json") => args.json = true,
            Long("out") => args.out = Some(text(parser.value())?),
            Long("max-memory") => {
                let v = text(parser.value())?;
                args.max_memory_mb = Some(v.parse().map_err(|_| {
                    usage_error(format!("--max-memory: '{v}' is not a number of MB"))
                })?);
            }
            Long("budget") => {
                let v = text(parser.value())?;
                args.budget = Some(v.parse().map_err(|_| {
                    usage_error(format!("--budget: '{v}' is not a number of positions"))
                })?);
            }
            Long("help") | Short('h') => return Err(Failure(0, USAGE.into())),
            Value(v) if args.command.is_empty() => args.command = text(Ok(v))?,
            other => return Err(usage_error(format!("{}\n{USAGE}", other.unexpected()))),
        }
    }
    Ok(args)
}

fn load_board(args: &Args) -> Result<Board, Failure> {
    match (&args.board, &args.layout) {
        (Some(id), None) => builtin_board(id).ok_or_else(|| {
            usage_error(format!(
                "unknown board '{id}' (known: {})",
                BOARD_IDS.join(", ")
            ))
        }),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| usage_error(format!("cannot read {path}: {e}")))?;
            let id = std::path::Path::new(path)
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("layout");
            Board::from_layout_text(id, &text).map_err(|e| usage_error(format!("{path}: {e}")))
        }
        (Some(_), Some(_)) => Err(usage_error("give either --board or --layout, not both")),
        (None, None) => Err(usage_error("missing --board ID (or --layout FILE)")),
    }
}

fn hole(board: &Board, name: &str) -> Result<u8, Failure> {
    board
        .hole_by_name(name)
        .ok_or_else(|| usage_error(format!("unknown hole '{name}' on {}", board.id())))
}

fn load_problem(args: &Args, board: &Board) -> Result<Problem, Failure> {
    let start = hole(
        board,
        args.start
            .as_deref()
            .ok_or_else(|| usage_error("missing --start H"))?,
    )?;
    let goal = match (&args.finish, args.any) {
        (Some(f), false) => Goal::Finish(hole(board, f)?),
        (None, true) => Goal::Anywhere,
        (Some(_), true) => return Err(usage_error("give either --finish H2 or --any, not both")),
        (None, false) => return Err(usage_error("missing --finish H2 or --any")),
    };
    Problem::new(board, start, goal).map_err(usage_error)
}

fn levels_for(
    args: &Args,
    board: &Board,
    problem: &Problem,
    all_forward: bool,
) -> Result<Levels, Failure> {
    let max_bytes = args.max_memory_mb.unwrap_or(4096).saturating_mul(1 << 20);
    compute_levels(
        board,
        &problem.search(board, args.raw),
        LevelOptions {
            all_forward,
            raw_sizes: false,
            max_bytes,
        },
    )
    .map_err(|e| Failure(3, e.to_string()))
}

fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure(1, format!("cannot write output: {e}"));
    match args.command.as_str() {
        "boards" if args.json => writeln!(out, "{}", catalog_json()).map_err(io)?,
        "boards" => {
            for id in BOARD_IDS {
                let board = builtin_board(id).expect("catalog board");
                writeln!(out, "{id}\t{}", board.holes()).map_err(io)?;
            }
        }
        "levels" => {
            let board = load_board(&args)?;
            let problem = load_problem(&args, &board)?;
            let levels = levels_for(&args, &board, &problem, true)?;
            for n in (1..board.holes()).rev() {
                let f = levels.forward_sizes[n].unwrap_or(0);
                writeln!(out, "{n}\t{f}\t{}", levels.winning_len(n)).map_err(io)?;
            }
        }
        "count" => {
            let board = load_board(&args)?;
            let problem = load_problem(&args, &board)?;
            let levels = levels_for(&args, &board, &problem, false)?;
            writeln!(out, "{}", count_solutions(&board, &levels)).map_err(io)?;
        }
        "solve" => {
            let board = load_board(&args)?;
            let problem = load_problem(&args, &board)?;
            let levels = levels_for(&args, &board, &problem, false)?;
            let jumps = solve_from(&board, &levels, problem.start_position(&board))
                .ok_or_else(|| Failure(1, "this problem has no solution".into()))?;
            let text: Vec<String> = jumps.iter().map(|&j| format_jump(&board, j)).collect();
            writeln!(out, "{}", text.join(" ")).map_err(io)?;
        }
        "verdicts" => {
            let board = load_board(&args)?;
            let problem = load_problem(&args, &board)?;
            let start = problem.start_position(&board);
            if let Some(info) = pegsol::hint_file_of(&board, &problem) {
                pegsol::load_from_dir(&data_dir(), info).map_err(|e| Failure(1, e))?;
            }
            // Stored or computed data answers at once; a board without either gets a search
            // of each position's future to the end (or within --budget).
            let hints = match Hints::exhaustive(board.clone(), problem, args.budget) {
                Ok(hints) => hints,
                // The level sets did not fit the engine's on-the-spot limit: compute them here,
                // within --max-memory.
                Err(_) => {
                    let levels = levels_for(&args, &board, &problem, false)?;
                    return verdict_lines(&board, start, out, |p| levels.contains(p).into());
                }
            };
            verdict_lines(&board, start, out, |p| hints.problem_is_solvable(p))?;
        }
        "data" => {
            for id in pegsol::internals::embedded_boards() {
                let data = pegsol::internals::hint_data(id).expect("embedded board");
                for form in &data.forms {
                    writeln!(out, "{id}\t{}\t{}\t{}", form.form, form.codes, form.bytes)
                        .map_err(io)?;
                }
            }
        }
        "generate" => {
            let board = load_board(&args)?;
            let dir = args
                .out
                .as_deref()
                .ok_or_else(|| usage_error("missing --out DIR"))?;
            generate(&board, std::path::Path::new(dir))?;
        }
        "" => return Err(usage_error(USAGE)),
        other => return Err(usage_error(format!("unknown command '{other}'\n{USAGE}"))),
    }
    Ok(())
}

/// The catalogue of built-in boards as one JSON array (`pegs boards --json`), for the page's
/// build to write into `www/boards.js`: each board's id, menu name, holes, lattice, number of
/// rows, usual start (or null) and where its hints come from.
fn catalog_json() -> String {
    let text = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let entries: Vec<String> = pegsol::BOARDS
        .iter()
        .map(|info| {
            let board = builtin_board(info.id).expect("catalog board");
            let ys = board
                .coords_all()
                .iter()
                .map(|&(_, y)| y)
                .collect::<Vec<_>>();
            let rows = ys.iter().max().unwrap_or(&0) - ys.iter().min().unwrap_or(&0) + 1;
            let lattice = match board.lattice() {
                pegsol::Lattice::Square => "square",
                pegsol::Lattice::Triangular => "triangular",
            };
            format!(
                "{{\"id\":{},\"name\":{},\"holes\":{},\"lattice\":\"{lattice}\",\"rows\":{rows},\
                 \"usualStart\":{},\"hints\":\"{}\"}}",
                text(info.id),
                text(info.name),
                board.holes(),
                info.usual_start.map_or("null".into(), text),
                info.hints.word()
            )
        })
        .collect();
    format!("[{}]", entries.join(","))
}

/// Answers `pegs verdicts`: one line per stdin line (see the README for the form).
fn verdict_lines(
    board: &Board,
    start: u64,
    out: &mut impl Write,
    verdict: impl Fn(u64) -> Verdict,
) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure(1, format!("cannot write output: {e}"));
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| Failure(1, format!("cannot read stdin: {e}")))?;
        let answer = parse_game(board, &line)
            .and_then(|jumps| play(board, start, &jumps))
            .map(|position| {
                board
                    .legal_jumps(position)
                    .map(|j| {
                        let word = verdict(position ^ j.mask()).jump_word();
                        format!("{}={word}", format_jump(board, j))
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            });
        match answer {
            Ok(text) => writeln!(out, "{text}").map_err(io)?,
            Err(e) => writeln!(out, "error: {e}").map_err(io)?,
        }
    }
    Ok(())
}

/// Where the command line finds the hint files: `PEGS_DATA_DIR`, else this crate's
/// `winning-data/`.
fn data_dir() -> std::path::PathBuf {
    std::env::var_os("PEGS_DATA_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("winning-data"))
}

/// Writes one winning-data file and returns its manifest line.
fn write_data_file(
    dir: &std::path::Path,
    name: String,
    bytes: &[u8],
    codes: usize,
) -> Result<pegsol::internals::ManifestEntry, Failure> {
    let path = dir.join(&name);
    std::fs::write(&path, bytes)
        .map_err(|e| Failure(1, format!("cannot write {}: {e}", path.display())))?;
    Ok(pegsol::internals::ManifestEntry {
        file: name,
        codes,
        sha256: pegsol::internals::sha256_hex(bytes),
    })
}

/// Writes the board's winning-data files into `dir` and records them in `dir/MANIFEST.tsv`
/// (replacing that board's earlier lines).
fn generate(board: &Board, dir: &std::path::Path) -> Result<(), Failure> {
    // A board whose hints are a live search stores no winning sets, only opening books.
    let stores_sets = pegsol::board_info(board.id()).is_none_or(|i| i.hints.is_stored());
    let files = match stores_sets {
        true => pegsol::internals::winning_files(board).map_err(|e| Failure(3, e.to_string()))?,
        false => Vec::new(),
    };
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure(1, format!("cannot create {}: {e}", dir.display())))?;
    let manifest_path = dir.join("MANIFEST.tsv");
    let old = std::fs::read_to_string(&manifest_path).unwrap_or_default();
    let mut entries = pegsol::internals::parse_manifest(&old).map_err(|e| Failure(1, e))?;
    let prefix = format!("{}.", board.id());
    entries.retain(|e| !e.file.starts_with(&prefix));
    for (name, file) in files {
        entries.push(write_data_file(
            dir,
            name,
            file.to_text().as_bytes(),
            file.codes(),
        )?);
    }
    // The hint files of every problem type (English starts like d4, like c1 and like c2), with
    // reach tags for chosen finishes: binary, fetched by the page on demand.
    let masks = pegsol::class_masks(board);
    let ranker = pegsol::internals::ranker(board);
    for first in pegsol::internals::hint_file_types(board) {
        let reach = pegsol::internals::type_reach(board, first).map_err(|e| Failure(3, e))?;
        let (bytes, sizes) = pegsol::internals::encode_type_data(
            board,
            &reach.kind.starts,
            &reach.kind.finishes,
            &reach.reach_tags(),
            &ranker,
            &masks,
        )
        .map_err(|e| Failure(3, e))?;
        let name = pegsol::internals::hint_file_name(board, first);
        entries.push(write_data_file(dir, name, &bytes, sizes.codes)?);
    }
    // The opening books of the board's usual games, fetched by the page's search worker.
    for plan in pegsol::internals::opening_plans(board) {
        let problem = plan.problem(board).map_err(|e| Failure(3, e))?;
        let (bytes, codes) = pegsol::internals::opening_book(board, &problem, plan.peg_counts)
            .map_err(|e| Failure(3, e))?;
        entries.push(write_data_file(dir, plan.file_name(), &bytes, codes)?);
    }
    entries.sort_by(|a, b| a.file.cmp(&b.file));
    let mut manifest = String::from("# FILE\tCODES\tSHA256 — written by `pegs generate`\n");
    for e in entries {
        manifest.push_str(&format!("{}\t{}\t{}\n", e.file, e.codes, e.sha256));
    }
    std::fs::write(&manifest_path, manifest)
        .map_err(|e| Failure(1, format!("cannot write manifest: {e}")))
}

fn main() -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = parse_args().and_then(|args| run(args, &mut out));
    let _ = out.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(0, message)) => {
            println!("{message}");
            ExitCode::SUCCESS
        }
        Err(Failure(code, message)) => {
            eprintln!("pegs: {message}");
            ExitCode::from(code)
        }
    }
}
