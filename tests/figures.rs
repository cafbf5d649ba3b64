//! The published figures of the papers and pages in the README's References (cited here as
//! "ref. N"), reproduced by the engine.

mod common;
use common::*;
use pegsol::{count_solutions, losing_sizes, Goal, LevelOptions, Problem};

/// Ref. 1, Table 1, 15-hole board, a1 (corner) complement: n, raw |F|, |F|, |W|, |L|.
const TRIANGLE5_TABLE1: [(usize, usize, usize, usize, usize); 14] = [
    (14, 1, 1, 1, 0),
    (13, 2, 1, 1, 0),
    (12, 8, 4, 2, 2),
    (11, 35, 19, 9, 4),
    (10, 122, 62, 18, 20),
    (9, 293, 149, 29, 43),
    (8, 530, 268, 35, 86),
    (7, 679, 344, 35, 94),
    (6, 623, 317, 29, 89),
    (5, 414, 215, 18, 49),
    (4, 212, 112, 9, 29),
    (3, 75, 39, 2, 7),
    (2, 18, 10, 1, 1),
    (1, 4, 3, 1, 1),
];

#[test]
fn triangle5_corner_complement_table1() {
    let b = board("triangle5");
    let reduced = levels(&b, "a1", Goal::Complement, false);
    let raw = levels(&b, "a1", Goal::Complement, true);
    let losing = losing_sizes(&b, &reduced);
    for (n, raw_f, f, w, l) in TRIANGLE5_TABLE1 {
        assert_eq!(raw.forward_sizes[n], Some(raw_f), "raw |F_{n}|");
        assert_eq!(reduced.forward_sizes[n], Some(f), "|F_{n}|");
        assert_eq!(reduced.winning_len(n), w, "|W_{n}|");
        assert_eq!(losing[n], l, "|L_{n}|");
    }
    assert_eq!(reduced.lower_half_total(), 95);
}

#[test]
fn triangle5_corner_complement_winning_lists() {
    // Ref. 1, §4: the sets W_1..W_7 printed in full.
    let expected: [&[u64]; 7] = [
        &[1],
        &[10],
        &[28, 112],
        &[23, 58, 85, 120, 1108, 1616, 2076, 2210, 2272],
        &[
            31, 93, 115, 601, 1054, 1138, 1140, 1562, 1648, 2183, 2218, 2245, 2280, 2348, 2472,
            2616, 2728, 2819,
        ],
        &[
            125, 633, 1086, 1111, 1594, 1621, 2191, 2253, 2275, 2289, 2343, 2467, 2589, 2723, 2785,
            2841, 2889, 3126, 3250, 3298, 3428, 3634, 3845, 4220, 4270, 4282, 4691, 4728, 4817,
        ],
        &[
            1567, 1651, 2235, 2365, 2413, 2537, 2731, 2793, 3159, 3196, 3320, 3374, 3388, 3607,
            3642, 3667, 3669, 3704, 3859, 3921, 4215, 4339, 4341, 4469, 4701, 4849, 5302, 5350,
            5746, 5810, 6881, 6985, 10053, 10065, 12065,
        ],
    ];
    // Bell reduces by the whole board group; for a corner that merges nothing more than the
    // problem's own group does (the other corners are in other position classes), so only the
    // representatives differ.
    let b = board("triangle5");
    let l = levels(&b, "a1", Goal::Complement, false);
    let full = b.full_group();
    for (i, w) in expected.iter().enumerate() {
        let mut bell: Vec<u64> = l
            .winning(i + 1)
            .iter()
            .map(|&c| b.mincode(&full, c))
            .collect();
        bell.sort_unstable();
        assert_eq!(bell, *w, "W_{}", i + 1);
    }
}

#[test]
fn triangle6_corner_complement_table1() {
    // Ref. 1, Table 1, 21-hole board (symmetry reduced): n, |F|, |W|, |L|.
    let table: [(usize, usize, usize, usize); 20] = [
        (20, 1, 1, 0),
        (19, 1, 1, 0),
        (18, 4, 4, 0),
        (17, 23, 23, 0),
        (16, 117, 117, 0),
        (15, 522, 503, 19),
        (14, 1881, 1690, 185),
        (13, 5286, 4328, 907),
        (12, 11754, 8229, 3288),
        (11, 20860, 11506, 8478),
        (10, 28697, 11506, 14701),
        (9, 29784, 8229, 16856),
        (8, 23263, 4328, 13063),
        (7, 14039, 1690, 7267),
        (6, 6683, 503, 3005),
        (5, 2545, 117, 935),
        (4, 774, 23, 211),
        (3, 168, 4, 34),
        (2, 28, 1, 4),
        (1, 5, 1, 1),
    ];
    let b = board("triangle6");
    let l = levels(&b, "a1", Goal::Complement, false);
    let losing = losing_sizes(&b, &l);
    for (n, f, w, lo) in table {
        assert_eq!(l.forward_sizes[n], Some(f), "|F_{n}|");
        assert_eq!(l.winning_len(n), w, "|W_{n}|");
        assert_eq!(losing[n], lo, "|L_{n}|");
    }
    // The per-level columns sum to 146,435 and 26,402 (the printed totals are off by one).
    assert_eq!(l.forward_sizes.iter().flatten().sum::<usize>(), 146_435);
    assert_eq!(l.lower_half_total(), 26_402);
}

#[test]
fn codes_match_the_papers() {
    let t5 = board("triangle5");
    // Ref. 1, §2: Figure 1d has code 8455, images 2183, 3156, 3904, 25106, 25280.
    let mut images: Vec<u64> = t5.symmetries().iter().map(|s| s.apply(8455)).collect();
    images.sort_unstable();
    assert_eq!(images, vec![2183, 3156, 3904, 8455, 25106, 25280]);
    let full = t5.full_group();
    assert_eq!(t5.mincode(&full, 8455), 2183);
    assert_eq!(t5.complement_mincode(&full, 8455), 7487);
    let (min, sym) = t5.mincode_with_symmetry(&full, 8455);
    assert_eq!(t5.symmetry(sym).apply(8455), min);

    let english = board("english");
    let l = levels(&english, "d4", Goal::Complement, false);
    assert_eq!(l.winning(1), vec![65536]);
    assert_eq!(l.winning(2), vec![528]);
    assert_eq!(l.winning(3), vec![400, 212992]);
    assert_eq!(
        l.winning(4),
        vec![153, 1680, 16688, 17928, 66432, 82976, 147984, 352256]
    );
    assert_eq!(&l.winning(16)[..3], &[126975, 130559, 229359]);
    assert_eq!(
        &l.winning(16)[l.winning(16).len() - 3..],
        &[3864553651, 3928764638, 3929805043]
    );
}

#[test]
fn english_central_game_table2_and_count() {
    // Ref. 1, Table 2: n, |F_n|, |W_n|.
    let table: [(usize, usize, usize); 32] = [
        (32, 1, 1),
        (31, 1, 1),
        (30, 2, 2),
        (29, 8, 8),
        (28, 39, 38),
        (27, 171, 164),
        (26, 719, 635),
        (25, 2757, 2089),
        (24, 9751, 6174),
        (23, 31312, 16020),
        (22, 89927, 35749),
        (21, 229614, 68326),
        (20, 517854, 112788),
        (19, 1022224, 162319),
        (18, 1753737, 204992),
        (17, 2598215, 230230),
        (16, 3312423, 230230),
        (15, 3626632, 204992),
        (14, 3413313, 162319),
        (13, 2765623, 112788),
        (12, 1930324, 68326),
        (11, 1160977, 35749),
        (10, 600372, 16020),
        (9, 265865, 6174),
        (8, 100565, 2089),
        (7, 32250, 635),
        (6, 8688, 164),
        (5, 1917, 38),
        (4, 348, 8),
        (3, 50, 2),
        (2, 7, 1),
        (1, 2, 1),
    ];
    let b = board("english");
    let l = levels(&b, "d4", Goal::Complement, false);
    for (n, f, w) in table {
        assert_eq!(l.forward_sizes[n], Some(f), "|F_{n}|");
        assert_eq!(l.winning_len(n), w, "|W_{n}|");
    }
    assert_eq!(l.forward_sizes.iter().flatten().sum::<usize>(), 23_475_688);
    assert_eq!(l.lower_half_total(), 839_536);
    // Ref. 5: raw (unreduced) positions, counted as orbits of the reduced sets.
    assert_eq!(
        l.forward_raw_sizes.iter().flatten().sum::<u64>(),
        187_636_299
    );
    assert_eq!(raw_total(&b, &l), 13_428_122);
    assert_eq!(count_solutions(&b, &l), 40_861_647_040_079_968);

    // The search for W alone drops positions by pagoda functions: fewer forward positions,
    // the same winning sets.
    let problem = Problem::new(&b, hole(&b, "d4"), Goal::Complement).unwrap();
    let thinned =
        pegsol::compute_levels(&b, &problem.search(&b, false), LevelOptions::default()).unwrap();
    assert!(thinned.winning_levels().eq(l.winning_levels()));
    assert_eq!(
        thinned.forward_sizes[16], None,
        "thinned levels report no |F_n|"
    );
}

/// The number of raw positions the reduced winning sets stand for.
fn raw_total(b: &pegsol::Board, l: &pegsol::Levels) -> u64 {
    l.winning_levels()
        .map(|level| pegsol::internals::orbit_total(b, &l.group, level))
        .sum()
}

#[test]
fn english_d1_and_d2_complements_table6_table7() {
    let b = board("english");
    for (start, stored, solutions) in [
        ("d1", 99_982, 841_594_661_434_808u128),
        ("d2", 760_164, 30_997_283_487_697_056),
    ] {
        let problem = Problem::new(&b, hole(&b, start), Goal::Complement).unwrap();
        let l = pegsol::compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
        assert_eq!(l.lower_half_total(), stored, "{start} stored");
        assert_eq!(count_solutions(&b, &l), solutions, "{start} solutions");
    }
}

#[test]
fn triangle5_feasible_and_solvable_pairs() {
    // Ref. 2, Table 1: 17 distinct feasible pairs, 12 solvable; a1 complement has 6,816 solutions.
    let b = board("triangle5");
    assert_eq!(pegsol::internals::distinct_feasible_pairs(&b), 17);
    let mut seen = std::collections::BTreeSet::new();
    let mut solvable = 0;
    for s in 0..15u8 {
        for f in pegsol::feasible_finishes(&b, s) {
            let canonical = b
                .symmetries()
                .iter()
                .map(|g| (g.hole(s), g.hole(f)))
                .min()
                .unwrap();
            if seen.insert(canonical) {
                let problem = Problem::new(&b, s, Goal::Finish(f)).unwrap();
                let l = pegsol::compute_levels(&b, &problem.search(&b, false), Default::default())
                    .unwrap();
                if count_solutions(&b, &l) > 0 {
                    solvable += 1;
                }
            }
        }
    }
    assert_eq!(solvable, 12);
    let l = levels(&b, "a1", Goal::Complement, false);
    assert_eq!(count_solutions(&b, &l), 6816);
}

#[test]
fn feasible_pair_counts_table3() {
    for (side, pairs) in [
        (4, 3),
        (5, 17),
        (6, 29),
        (7, 27),
        (8, 80),
        (9, 125),
        (10, 108),
    ] {
        let b = board(&format!("triangle{side}"));
        assert_eq!(
            pegsol::internals::distinct_feasible_pairs(&b),
            pairs,
            "triangle{side}"
        );
    }
}

#[test]
fn null_class_boards() {
    // Ref. 1, §3: every board considered is null-class except the triangle of side 4 (and 7, 10).
    for id in [
        "english",
        "french",
        "wiegleb",
        "square6",
        "triangle5",
        "triangle6",
        "trunc12",
        "trunc18",
    ] {
        let expected = id != "french";
        assert_eq!(
            pegsol::internals::is_null_class(&board(id)),
            expected,
            "{id}"
        );
    }
    for id in ["triangle4", "triangle7", "triangle10"] {
        assert!(!pegsol::internals::is_null_class(&board(id)), "{id}");
    }
}

#[test]
fn english_types_and_finishes() {
    // Ref. 1, §3: type A holds d1, a4, d4, g4, d7.
    let b = board("english");
    let starts: Vec<&str> = pegsol::internals::same_type_starts(&b, hole(&b, "d4"))
        .iter()
        .map(|&h| b.name(h))
        .collect();
    assert_eq!(starts, vec!["d1", "a4", "d4", "g4", "d7"]);
    // Rule of three: from d4 the finishes are the holes congruent to d4 mod 3.
    let finishes: Vec<&str> = pegsol::feasible_finishes(&b, hole(&b, "d4"))
        .iter()
        .map(|&h| b.name(h))
        .collect();
    assert_eq!(finishes, vec!["d1", "a4", "d4", "g4", "d7"]);
    assert!(Problem::new(&b, hole(&b, "d4"), Goal::Finish(hole(&b, "d5"))).is_err());
}

#[test]
fn central_game_any_finish_splits_into_five_finishes() {
    // Ref. 5: 4 × 10,215,411,760,019,992 solutions finish on d1, a4, g4, d7.
    let b = board("english");
    let problem = Problem::new(&b, hole(&b, "d4"), Goal::Finish(hole(&b, "d1"))).unwrap();
    let l = pegsol::compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
    assert_eq!(count_solutions(&b, &l), 10_215_411_760_019_992);
}
