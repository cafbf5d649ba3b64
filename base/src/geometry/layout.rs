//! The ASCII layout format for boards: a lattice line, then rows of holes.
//!
//! ```text
//! # comment lines start with '#'
//! lattice triangular        (or: lattice square)
//! o
//! oo
//! ooo
//! ```
//!
//! Each character of a row is one cell: `o` (or `O`, `*`) is a hole, `.` or a space is not.
//! On the square lattice the cell in column `c` of row `r` is at (x, y) = (c, r); on the
//! triangular lattice it is at skew coordinates (x, y) = (c, r) (Bell's convention: row `r`
//! holds holes x = 0..=r of the full triangle, jumps along (1,0), (0,1) and (1,1)).

use crate::geometry::Lattice;
use std::fmt;

/// A layout that failed to parse, with the 1-based line and column of the fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LayoutError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for LayoutError {}

/// What a layout describes: the lattice and the hole coordinates (unsorted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    pub lattice: Lattice,
    pub holes: Vec<(i32, i32)>,
}

/// The most holes a board may have: positions are 64-bit bitboards.
pub const MAX_HOLES: usize = 64;

pub fn parse_layout(text: &str) -> Result<Layout, LayoutError> {
    let err = |line: usize, column: usize, message: String| LayoutError {
        line,
        column,
        message,
    };
    let mut lattice = None;
    let mut holes = Vec::new();
    // Where each hole was written (line, column), to name the one at fault.
    let mut places = Vec::new();
    let mut row = 0i32;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        last_line = line_no;
        let line = raw.trim_end();
        if line.trim_start().starts_with('#') {
            continue;
        }
        if lattice.is_none() {
            if line.trim().is_empty() {
                continue;
            }
            let mut words = line.split_whitespace();
            let column = line.len() - line.trim_start().len() + 1;
            match (words.next(), words.next(), words.next()) {
                (Some("lattice"), Some("square"), None) => lattice = Some(Lattice::Square),
                (Some("lattice"), Some("triangular"), None) => lattice = Some(Lattice::Triangular),
                (Some("lattice"), Some("square" | "triangular"), Some(extra)) => {
                    return Err(err(
                        line_no,
                        third_word_column(line).unwrap_or(column),
                        format!("unexpected '{extra}' after the lattice"),
                    ))
                }
                (Some("lattice"), Some(other), _) => {
                    return Err(err(
                        line_no,
                        column + "lattice ".len(),
                        format!("unknown lattice '{other}' (expected 'square' or 'triangular')"),
                    ))
                }
                _ => {
                    return Err(err(
                        line_no,
                        column,
                        "expected 'lattice square' or 'lattice triangular' before the rows".into(),
                    ))
                }
            }
            continue;
        }
        for (column, ch) in line.chars().enumerate() {
            match ch {
                'o' | 'O' | '*' => {
                    if lattice == Some(Lattice::Triangular) && column as i32 > row {
                        return Err(err(
                            line_no,
                            column + 1,
                            match row {
                                0 => "row 1 of a triangular layout holds one hole".to_string(),
                                _ => format!(
                                    "row {} of a triangular layout holds at most {} holes",
                                    row + 1,
                                    row + 1
                                ),
                            },
                        ));
                    }
                    if holes.len() == MAX_HOLES {
                        return Err(err(
                            line_no,
                            column + 1,
                            format!("more than {MAX_HOLES} holes"),
                        ));
                    }
                    holes.push((column as i32, row));
                    places.push((line_no, column + 1));
                }
                '.' | ' ' => {}
                other => {
                    return Err(err(
                        line_no,
                        column + 1,
                        format!(
                            "unexpected character {} (use 'o' for a hole, '.' for none)",
                            shown(other)
                        ),
                    ));
                }
            }
        }
        row += 1;
    }
    let Some(lattice) = lattice else {
        return Err(err(
            last_line.max(1),
            1,
            "expected a line 'lattice square' or 'lattice triangular' and rows of holes: the layout has none".into(),
        ));
    };
    if holes.len() < 3 {
        return Err(err(
            last_line.max(1),
            1,
            format!("a board needs at least 3 holes, found {}", holes.len()),
        ));
    }
    // Columns are named a to z (Beasley's letters): a square board spans at most 26 of them.
    let min_x = holes.iter().map(|h| h.0).min().unwrap_or(0);
    if let Some(i) = holes.iter().position(|h| h.0 - min_x >= COLUMN_NAMES) {
        let (line, column) = places[i];
        return Err(err(
            line,
            column,
            format!("more than {COLUMN_NAMES} columns of holes (columns are named a to z)"),
        ));
    }
    Ok(Layout { lattice, holes })
}

/// The 1-based column where the third word of `line` starts.
fn third_word_column(line: &str) -> Option<usize> {
    let mut previous_blank = true;
    let mut starts = line.char_indices().filter_map(|(i, c)| {
        let starts_word = previous_blank && !c.is_whitespace();
        previous_blank = c.is_whitespace();
        starts_word.then_some(i + 1)
    });
    starts.nth(2)
}

/// A character as a message shows it: quoted when it can be seen, else by its code point (a
/// tab would look like a blank between the quotes).
fn shown(c: char) -> String {
    if c.is_ascii_graphic() {
        format!("'{c}'")
    } else {
        format!("U+{:04X}", c as u32)
    }
}

/// Columns a board may span: one letter each.
const COLUMN_NAMES: i32 = 26;
