//! Boards from the layout format and the geometry found from them.

use pegsol::{parse_layout, Board, Lattice};

#[test]
fn bad_layouts_name_line_and_column() {
    let cases = [
        ("", "line 1, column 1"),
        ("lattice hexagonal\nooo", "line 1, column 9"),
        ("ooo\n", "line 1, column 1"),
        ("lattice square\nooo\no?o\n", "line 3, column 2"),
        (
            "# a comment\nlattice triangular\no\nooo\n",
            "line 4, column 3",
        ),
        ("lattice square\noo\n", "at least 3 holes"),
    ];
    for (text, needle) in cases {
        let err = parse_layout(text).unwrap_err().to_string();
        assert!(err.contains(needle), "{text:?}: {err}");
    }
    let too_many = format!("lattice square\n{}", "oooooooo\n".repeat(9));
    assert!(parse_layout(&too_many)
        .unwrap_err()
        .to_string()
        .contains("more than 64 holes"));
}

#[test]
fn symmetry_groups_are_found_from_geometry() {
    for (id, order) in [
        ("english", 8),
        ("french", 8),
        ("wiegleb", 8),
        ("square6", 8),
        ("triangle4", 6),
        ("triangle5", 6),
        ("triangle10", 6),
        ("trunc12", 6),
        ("trunc18", 6),
    ] {
        let b = pegsol::builtin_board(id).unwrap();
        let group = b.symmetries();
        assert_eq!(group.len(), order, "{id}");
        assert!(group[0].is_identity());
        // Closed under composition, every element has its inverse, and jumps map to jumps.
        let perms: Vec<&[u8]> = group.iter().map(|g| g.permutation()).collect();
        for a in group {
            for c in group {
                let composed: Vec<u8> = (0..b.holes() as u8).map(|h| a.hole(c.hole(h))).collect();
                assert!(perms.contains(&composed.as_slice()), "{id} not closed");
            }
            assert!(perms.contains(&a.inverse().permutation()));
            for j in b.jumps() {
                assert!(
                    b.find_jump(a.hole(j.from), a.hole(j.to)).is_some(),
                    "{id}: jump image"
                );
            }
        }
    }
    // A rectangle has only 4 symmetries; an L shape only the identity.
    let rect = Board::from_layout_text("r", "lattice square\noooo\noooo\n").unwrap();
    assert_eq!(rect.symmetries().len(), 4);
    let l_shape = Board::from_layout_text("l", "lattice square\no..\no..\nooo\n").unwrap();
    assert_eq!(l_shape.symmetries().len(), 2);
}

#[test]
fn hole_names_and_jumps() {
    let e = pegsol::builtin_board("english").unwrap();
    assert_eq!(e.lattice(), Lattice::Square);
    // Durango Bill's 0..32 numbering is the row-by-row hole index: 16 is the centre d4.
    let names: Vec<&str> = (0..33).map(|h| e.name(h)).collect();
    assert_eq!(&names[..6], &["c1", "d1", "e1", "c2", "d2", "e2"]);
    assert_eq!(names[16], "d4");
    assert_eq!(names[32], "e7");
    assert_eq!(e.jumps().len(), 76);
    // Wiegleb's centre is e5 on the 9x9 grid.
    let w = pegsol::builtin_board("wiegleb").unwrap();
    assert_eq!(w.name(22), "e5");
    // Triangles: a1 on top, row y holds a(y+1) .. ; the truncated boards keep the parent's names.
    let t5 = pegsol::builtin_board("triangle5").unwrap();
    assert_eq!(t5.names()[..6], ["a1", "a2", "b2", "a3", "b3", "c3"]);
    assert_eq!(t5.jumps().len(), 36);
    let t12 = pegsol::builtin_board("trunc12").unwrap();
    assert_eq!(t12.names()[..3], ["a2", "b2", "a3"]);
    assert!(t12.hole_by_name("a1").is_none());
    // Ref. 2, appendix A: a rotation maps the pair (a2, b4) to (b5, c4) (or its mirror).
    let (a2, b4) = (
        t5.hole_by_name("a2").unwrap(),
        t5.hole_by_name("b4").unwrap(),
    );
    let images: Vec<(String, String)> = t5
        .symmetries()
        .iter()
        .map(|g| (t5.name(g.hole(a2)).into(), t5.name(g.hole(b4)).into()))
        .collect();
    for pair in [
        ("a2", "b4"),
        ("b5", "c4"),
        ("d4", "b3"),
        ("b2", "c4"),
        ("a4", "b3"),
        ("d5", "b4"),
    ] {
        assert!(
            images.contains(&(pair.0.into(), pair.1.into())),
            "{pair:?} in {images:?}"
        );
    }
    // A move of several jumps by one peg.
    let jumps = pegsol::parse_move(&e, "e6-c6-a6").unwrap_err();
    assert!(
        jumps.contains("not a jump") || jumps.contains("no hole"),
        "{jumps}"
    );
    let ok = pegsol::parse_move(&e, "d6-d4-f4").unwrap();
    assert_eq!(ok.len(), 2);
}

#[test]
fn durango_bill_sample_solution_wins() {
    // Ref. 5: "4->16, 7->9, 0->8, ..., 28->16" in the 0..32 numbering.
    let moves = "4->16, 7->9, 0->8, 2->0, 9->7, 6->8, 10->2, 12->10, 15->3, 0->8, 13->15, 15->3, 17->5, 2->10, \
        19->17, 17->5, 27->15, 20->22, 22->8, 3->15, 15->17, 24->10, 5->17, 26->24, 23->25, 32->24, 17->29, \
        30->32, 32->24, 25->23, 28->16";
    let e = pegsol::builtin_board("english").unwrap();
    let mut position = e.full() ^ (1 << 16);
    for m in moves.split(", ") {
        let (from, to) = m.split_once("->").unwrap();
        let jump = e
            .find_jump(from.parse().unwrap(), to.parse().unwrap())
            .expect("a jump");
        assert!(jump.is_legal(position));
        position ^= jump.mask();
    }
    assert_eq!(position, 1 << 16);
}

#[test]
fn unjumps_are_the_jumps_that_lead_to_a_position() {
    for id in ["english", "triangle5", "french"] {
        let b = pegsol::builtin_board(id).unwrap();
        let mut rng = fastrand::Rng::with_seed(9);
        for _ in 0..200 {
            let position = rng.u64(..) & b.full();
            let unjumps: Vec<_> = b.legal_unjumps(position).collect();
            // Exactly the jumps whose move from the position before lands on this position.
            let expected: Vec<_> = b
                .jumps()
                .iter()
                .copied()
                .filter(|j| {
                    let before = position ^ j.mask();
                    j.is_legal(before) && before ^ j.mask() == position
                })
                .collect();
            assert_eq!(unjumps, expected, "{id}");
        }
    }
}
