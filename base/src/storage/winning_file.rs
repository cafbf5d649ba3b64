//! The text format of the files in `winning-data/` (see its README), written by `pegs generate`
//! and read by build.rs and the tests.
//!
//! ```text
//! # comment
//! board triangle5
//! form byindex
//! problems a1 b3 a4* c5        (byindex: bit i of a tag = i-th problem; * = degenerate)
//! level 1 4                    (peg count, number of codes)
//! 1 2                          (code, and for byindex its tag)
//! ```

use std::fmt::Write as _;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WinningFile {
    pub board: String,
    /// `anyfinish`, `byindex` or `complement-HOLE`.
    pub form: String,
    /// The complement problems the tags refer to (byindex): hole name and degeneracy.
    pub problems: Vec<(String, bool)>,
    /// (peg count, sorted (code, tag)) per level; tag 0 when the form has none.
    pub levels: Vec<(u32, Vec<(u64, u32)>)>,
}

impl WinningFile {
    pub fn codes(&self) -> usize {
        self.levels.iter().map(|(_, l)| l.len()).sum()
    }

    pub fn has_tags(&self) -> bool {
        self.form == "byindex"
    }

    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# pegsol winning data; format: winning-data/README.md");
        let _ = writeln!(out, "board {}", self.board);
        let _ = writeln!(out, "form {}", self.form);
        if !self.problems.is_empty() {
            let names: Vec<String> = self
                .problems
                .iter()
                .map(|(h, d)| format!("{h}{}", if *d { "*" } else { "" }))
                .collect();
            let _ = writeln!(out, "problems {}", names.join(" "));
        }
        for (n, codes) in &self.levels {
            let _ = writeln!(out, "level {n} {}", codes.len());
            for (code, tag) in codes {
                if self.has_tags() {
                    let _ = writeln!(out, "{code} {tag}");
                } else {
                    let _ = writeln!(out, "{code}");
                }
            }
        }
        out
    }

    /// Parses and validates a file: codes strictly increasing within a level, as many as the
    /// level line says, each with that many pegs. Errors read `line N: …`.
    pub fn parse(text: &str) -> Result<WinningFile, String> {
        let mut parser = Parser::default();
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line.split_whitespace().next() == Some("level") {
                // The level before must be complete (this error names that level's line).
                parser.close_level()?;
            }
            parser
                .line(line, index + 1)
                .map_err(|m| format!("line {}: {m}", index + 1))?;
        }
        parser.close_level()?;
        let file = parser.file;
        if file.board.is_empty() || file.form.is_empty() {
            return Err("line 1: missing 'board' or 'form' line".into());
        }
        Ok(file)
    }
}

/// The file read so far, and the code count the current level's header promised.
#[derive(Default)]
struct Parser {
    file: WinningFile,
    /// (count, line of the level header) of the level being read.
    expected: Option<(usize, usize)>,
}

impl Parser {
    /// One line that is not blank or a comment. Errors are without the line number.
    fn line(&mut self, line: &str, line_no: usize) -> Result<(), String> {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let file = &mut self.file;
        match first {
            "board" => file.board = words.next().ok_or("board needs an id")?.into(),
            "form" if !file.levels.is_empty() => {
                return Err("the 'form' line must come before the levels".into())
            }
            "form" => file.form = words.next().ok_or("form needs a name")?.into(),
            "problems" => {
                file.problems = words
                    .map(|w| match w.strip_suffix('*') {
                        Some(h) => (h.to_string(), true),
                        None => (w.to_string(), false),
                    })
                    .collect()
            }
            "level" => self.level_header(words, line_no)?,
            _ => self.code_line(first, words)?,
        }
        Ok(())
    }

    /// Checks that the level being read has the codes its header promised.
    fn close_level(&self) -> Result<(), String> {
        if let (Some((count, line)), Some((n, codes))) = (self.expected, self.file.levels.last()) {
            if codes.len() != count {
                return Err(format!(
                    "line {line}: level {n} says {count} codes but has {}",
                    codes.len()
                ));
            }
        }
        Ok(())
    }

    /// `level N COUNT`: opens level N (the level before is closed already).
    fn level_header<'a>(
        &mut self,
        mut words: impl Iterator<Item = &'a str>,
        line_no: usize,
    ) -> Result<(), String> {
        let file = &mut self.file;
        if file.form.is_empty() {
            return Err("the 'form' line must come before the levels".into());
        }
        let n: u32 = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or("bad level number")?;
        let count: usize = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or("bad level count")?;
        if file.levels.last().is_some_and(|(m, _)| *m >= n) {
            return Err(format!("level {n} is out of order"));
        }
        // The count is only a claim until the codes arrive: never pre-allocate on its word.
        file.levels
            .push((n, Vec::with_capacity(count.min(1 << 12))));
        self.expected = Some((count, line_no));
        Ok(())
    }

    /// `CODE [TAG]`: one code of the current level, with a tag exactly when the form has tags.
    fn code_line<'a>(
        &mut self,
        first: &str,
        mut words: impl Iterator<Item = &'a str>,
    ) -> Result<(), String> {
        let file = &mut self.file;
        let Some((n, codes)) = file.levels.last_mut() else {
            return Err(format!("unexpected '{first}' before any level"));
        };
        let code: u64 = first
            .parse()
            .map_err(|_| format!("'{first}' is not a code"))?;
        // A tag column exactly when the form has tags (byindex), nothing more.
        let tagged = file.form == "byindex";
        let tag: u32 = match (words.next(), tagged) {
            (Some(t), true) => t.parse().map_err(|_| format!("'{t}' is not a tag"))?,
            (None, false) => 0,
            (None, true) => return Err(format!("code {code} has no tag (form byindex)")),
            (Some(t), false) => {
                return Err(format!(
                    "unexpected '{t}' after code {code} (form {} has no tags)",
                    file.form
                ))
            }
        };
        if words.next().is_some() {
            return Err(format!(
                "more than a code and a tag on the line of code {code}"
            ));
        }
        if code.count_ones() != *n {
            return Err(format!(
                "code {code} has {} pegs, not {n}",
                code.count_ones()
            ));
        }
        if codes.last().is_some_and(|&(last, _)| last >= code) {
            return Err(format!("code {code} is not greater than the one before (codes must be strictly increasing)"));
        }
        codes.push((code, tag));
        Ok(())
    }
}
