//! Boards: holes on a square or triangular lattice, their names, the jumps between them and
//! the symmetry group found from the geometry.

use super::lattice::Lattice;
use super::layout::{parse_layout, Layout, LayoutError};
use super::symmetry::{Group, Symmetry};
use std::collections::HashMap;
use std::sync::Arc;

/// One jump: the peg on `from` jumps over `over` into the empty `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Jump {
    pub from: u8,
    pub over: u8,
    pub to: u8,
}

impl Jump {
    /// The three holes a jump changes.
    #[inline]
    pub fn mask(self) -> u64 {
        (1u64 << self.from) | (1u64 << self.over) | (1u64 << self.to)
    }
    #[inline]
    pub fn is_legal(self, position: u64) -> bool {
        let need = (1u64 << self.from) | (1u64 << self.over);
        position & need == need && position & (1u64 << self.to) == 0
    }
}

/// The tables are shared (`Arc`), so a board clones in a few pointer copies: every new game
/// and every hint engine holds its own `Board`.
#[derive(Clone, Debug)]
pub struct Board {
    id: String,
    lattice: Lattice,
    coords: Arc<[(i32, i32)]>,
    names: Arc<[String]>,
    jumps: Arc<[Jump]>,
    jumps_from: Arc<[Vec<u16>]>,
    jumps_into: Arc<[Vec<u16>]>,
    symmetries: Arc<[Symmetry]>,
}

impl Board {
    /// Builds a board from hole coordinates. Holes are numbered row by row from the top, left to
    /// right (hole k is bit k of a code), exactly as the papers number them.
    pub fn new(id: &str, layout: Layout) -> Board {
        let Layout { lattice, mut holes } = layout;
        holes.sort_by_key(|&(x, y)| (y, x));
        holes.dedup();
        let index: HashMap<(i32, i32), u8> = holes
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, i as u8))
            .collect();
        let min_x = holes.iter().map(|c| c.0).min().unwrap_or(0);
        let min_y = holes.iter().map(|c| c.1).min().unwrap_or(0);
        let names = holes
            .iter()
            .map(|&(x, y)| match lattice {
                // Beasley: columns a, b, c ... and rows 1, 2, 3 ... on the smallest grid.
                Lattice::Square => hole_name(x - min_x, y - min_y),
                // Bell: letter from the skew x, number y + 1; the triangle keeps its own origin.
                Lattice::Triangular => hole_name(x, y),
            })
            .collect();

        let mut jumps = Vec::new();
        for (i, &(x, y)) in holes.iter().enumerate() {
            for &(dx, dy) in lattice.directions() {
                for sign in [1, -1] {
                    let over = index.get(&(x + sign * dx, y + sign * dy));
                    let to = index.get(&(x + 2 * sign * dx, y + 2 * sign * dy));
                    if let (Some(&over), Some(&to)) = (over, to) {
                        jumps.push(Jump {
                            from: i as u8,
                            over,
                            to,
                        });
                    }
                }
            }
        }
        jumps.sort_by_key(|j| (j.from, j.to));
        let mut jumps_from = vec![Vec::new(); holes.len()];
        let mut jumps_into = vec![Vec::new(); holes.len()];
        for (k, j) in jumps.iter().enumerate() {
            jumps_from[j.from as usize].push(k as u16);
            jumps_into[j.to as usize].push(k as u16);
        }

        let symmetries = find_symmetries(lattice, &holes, &index);
        Board {
            id: id.to_string(),
            lattice,
            coords: holes.into(),
            names,
            jumps: jumps.into(),
            jumps_from: jumps_from.into(),
            jumps_into: jumps_into.into(),
            symmetries: symmetries.into(),
        }
    }

    pub fn from_layout_text(id: &str, text: &str) -> Result<Board, LayoutError> {
        Ok(Board::new(id, parse_layout(text)?))
    }

    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn lattice(&self) -> Lattice {
        self.lattice
    }
    pub fn holes(&self) -> usize {
        self.coords.len()
    }
    /// Code of the full board: every hole holds a peg.
    pub fn full(&self) -> u64 {
        if self.coords.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.coords.len()) - 1
        }
    }
    /// Every hole's lattice coordinates, by hole index.
    pub fn coords_all(&self) -> &[(i32, i32)] {
        &self.coords
    }
    pub fn coords(&self, hole: u8) -> (i32, i32) {
        self.coords[hole as usize]
    }
    pub fn name(&self, hole: u8) -> &str {
        &self.names[hole as usize]
    }
    pub fn names(&self) -> &[String] {
        &self.names
    }
    pub fn hole_by_name(&self, name: &str) -> Option<u8> {
        let name = name.trim();
        self.names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(name))
            .map(|i| i as u8)
    }
    /// All jumps, ordered by (from, to).
    pub fn jumps(&self) -> &[Jump] {
        &self.jumps
    }
    pub fn jumps_from(&self, hole: u8) -> impl Iterator<Item = Jump> + '_ {
        self.jumps_from[hole as usize]
            .iter()
            .map(|&k| self.jumps[k as usize])
    }
    pub fn jump_index_from(&self, hole: u8) -> &[u16] {
        &self.jumps_from[hole as usize]
    }
    pub fn jump_index_into(&self, hole: u8) -> &[u16] {
        &self.jumps_into[hole as usize]
    }
    pub fn find_jump(&self, from: u8, to: u8) -> Option<Jump> {
        self.jumps_from(from).find(|j| j.to == to)
    }
    /// Legal jumps in a position, in the order (from, to).
    pub fn legal_jumps(&self, position: u64) -> impl Iterator<Item = Jump> + '_ {
        self.jumps
            .iter()
            .copied()
            .filter(move |j| j.is_legal(position))
    }
    /// The jumps that could have led to `position` (played backwards: the peg on `to` came
    /// from `from`, over `over`, both empty now). Playing them from a finish gives positions
    /// that can still reach it.
    pub fn legal_unjumps(&self, position: u64) -> impl Iterator<Item = Jump> + '_ {
        self.jumps.iter().copied().filter(move |j| {
            position >> j.to & 1 == 1 && position >> j.over & 1 == 0 && position >> j.from & 1 == 0
        })
    }
    /// The symmetry group; index 0 is the identity.
    pub fn symmetries(&self) -> &[Symmetry] {
        &self.symmetries
    }
    pub fn symmetry(&self, index: usize) -> &Symmetry {
        &self.symmetries[index]
    }
    pub fn full_group(&self) -> Group {
        Group((0..self.symmetries.len()).collect())
    }
    /// The symmetries that fix every hole in `holes`.
    pub fn stabilizer(&self, holes: &[u8]) -> Group {
        Group(
            (0..self.symmetries.len())
                .filter(|&s| holes.iter().all(|&h| self.symmetries[s].hole(h) == h))
                .collect(),
        )
    }

    /// The smallest code among the images of `code` under `group`.
    #[inline]
    pub fn mincode(&self, group: &Group, code: u64) -> u64 {
        group
            .0
            .iter()
            .map(|&s| self.symmetries[s].apply(code))
            .min()
            .unwrap_or(code)
    }

    /// The smallest image and the symmetry (index into the board's group) that achieves it.
    pub fn mincode_with_symmetry(&self, group: &Group, code: u64) -> (u64, usize) {
        group
            .0
            .iter()
            .map(|&s| (self.symmetries[s].apply(code), s))
            .min()
            .unwrap_or((code, 0))
    }

    /// The mincode of the complement of `code`: all syms fix the full board, so this is
    /// full - maxcode(code).
    #[inline]
    pub fn complement_mincode(&self, group: &Group, code: u64) -> u64 {
        let full = self.full();
        group
            .0
            .iter()
            .map(|&s| full ^ self.symmetries[s].apply(code))
            .min()
            .unwrap_or(full ^ code)
    }

    /// Renders a position as rows of `o` (peg) and `.` (empty), for messages and tests.
    pub fn render(&self, position: u64) -> String {
        let min_x = self.coords.iter().map(|c| c.0).min().unwrap_or(0);
        let mut out = String::new();
        let mut row = None;
        let mut col = min_x;
        for (i, &(x, y)) in self.coords.iter().enumerate() {
            if row != Some(y) {
                if row.is_some() {
                    out.push('\n');
                }
                row = Some(y);
                col = min_x;
                if self.lattice == Lattice::Triangular {
                    // Indent rows so the triangle looks like one.
                    let depth = self.coords.last().map(|c| c.1).unwrap_or(0) - y;
                    out.push_str(&" ".repeat(depth as usize));
                }
            }
            while col < x {
                out.push_str(if self.lattice == Lattice::Triangular {
                    "  "
                } else {
                    " "
                });
                col += 1;
            }
            out.push(if position >> i & 1 == 1 { 'o' } else { '.' });
            if self.lattice == Lattice::Triangular {
                out.push(' ');
            }
            col += 1;
        }
        out.lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

fn hole_name(x: i32, y: i32) -> String {
    let letter = (b'a' + x as u8) as char;
    format!("{letter}{}", y + 1)
}

fn find_symmetries(
    lattice: Lattice,
    holes: &[(i32, i32)],
    index: &HashMap<(i32, i32), u8>,
) -> Vec<Symmetry> {
    let mut found: Vec<Vec<u8>> = Vec::new();
    let lexmin = |cs: &[(i32, i32)]| cs.iter().map(|&(x, y)| (y, x)).min().unwrap();
    let origin = lexmin(holes);
    for m in lattice.automorphisms() {
        let mapped: Vec<(i32, i32)> = holes
            .iter()
            .map(|&(x, y)| (m[0][0] * x + m[0][1] * y, m[1][0] * x + m[1][1] * y))
            .collect();
        // Translations keep the (y, x) order, so the lowest mapped hole must land on the lowest hole.
        let low = lexmin(&mapped);
        let (ty, tx) = (origin.0 - low.0, origin.1 - low.1);
        let perm: Option<Vec<u8>> = mapped
            .iter()
            .map(|&(x, y)| index.get(&(x + tx, y + ty)).copied())
            .collect();
        if let Some(perm) = perm {
            if !found.contains(&perm) {
                found.push(perm);
            }
        }
    }
    found.into_iter().map(Symmetry::from_permutation).collect()
}
