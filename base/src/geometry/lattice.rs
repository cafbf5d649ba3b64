//! The two lattices a board's holes sit on, and their jump directions and symmetries.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lattice {
    /// Jumps along rows and columns (the English, French, Wiegleb boards).
    Square,
    /// Jumps in the six directions of the triangular lattice (skew coordinates).
    Triangular,
}

impl Lattice {
    /// The jump directions, one of each opposite pair.
    pub(crate) fn directions(self) -> &'static [(i32, i32)] {
        match self {
            Lattice::Square => &[(1, 0), (0, 1)],
            Lattice::Triangular => &[(1, 0), (0, 1), (1, 1)],
        }
    }

    /// The linear maps of the lattice onto itself (dihedral group D4 or D6).
    pub(crate) fn automorphisms(self) -> Vec<[[i32; 2]; 2]> {
        match self {
            Lattice::Square => vec![
                [[1, 0], [0, 1]],
                [[0, -1], [1, 0]],
                [[-1, 0], [0, -1]],
                [[0, 1], [-1, 0]],
                [[-1, 0], [0, 1]],
                [[0, 1], [1, 0]],
                [[1, 0], [0, -1]],
                [[0, -1], [-1, 0]],
            ],
            Lattice::Triangular => {
                // Rotation by 60 degrees, (x, y) -> (x - y, x), and Bell's reflection
                // f(x, y) = (y - x, y) (ref. 2, appendix A), in skew coordinates.
                let rotate = [[1, -1], [1, 0]];
                let reflect = [[-1, 1], [0, 1]];
                let mul = |a: [[i32; 2]; 2], b: [[i32; 2]; 2]| {
                    let mut m = [[0; 2]; 2];
                    for i in 0..2 {
                        for j in 0..2 {
                            m[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j];
                        }
                    }
                    m
                };
                let mut maps = Vec::new();
                let mut r = [[1, 0], [0, 1]];
                for _ in 0..6 {
                    maps.push(r);
                    r = mul(rotate, r);
                }
                let reflected: Vec<_> = maps.iter().map(|&m| mul(m, reflect)).collect();
                maps.extend(reflected);
                maps
            }
        }
    }
}
