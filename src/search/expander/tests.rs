//! The expander's tests: every generator this processor runs makes the portable loop's
//! children, the pagoda vetoes and the complement filter leave what asking child by child
//! leaves, and the collector's parts, parents and byte-table images are the plain ones.

use super::collect::{take_part, Produce, BUCKET_BITS, LEAST_PART, SHARED_LEVEL, SHARED_PART};
use super::descendants::FilteredComplementsOf;
use super::generators::{Instructions, Vetoes};
use super::*;
use crate::search::code_filter::CodeFilter;
use crate::search::code_set::CodeSet;
use crate::search::pagoda::{Pagodas, NO_VETOES, VETO_PLACES};
use pegsol_base::geometry::{builtin_board, BOARD_IDS};
use std::sync::atomic::AtomicUsize;

/// The vetoes of the jumps whose board index `keep` refuses.
fn vetoes_refused(expander: &Expander, keep: impl Fn(usize) -> bool) -> Vetoes {
    let mut vetoed = NO_VETOES;
    for (place, &k) in expander.jump_of.iter().enumerate().take(VETO_PLACES) {
        if !keep(k as usize) {
            vetoed[place / 64] |= 1 << (place % 64);
        }
    }
    vetoed
}

/// The children a generator makes of `position` without the `vetoed` jumps, sorted: (board
/// jump index, reduced code).
fn children_by(
    expander: &Expander,
    position: u64,
    flip: u64,
    instructions: Instructions,
    vetoed: Vetoes,
) -> Vec<(usize, u64)> {
    let mut out = Vec::new();
    let with = Expander {
        instructions,
        ..Expander::new(expander.board, &expander.group)
    };
    with.for_each_child_where(position, flip, vetoed, |k, c| out.push((k, c)));
    out.sort_unstable();
    out
}

/// The pagodas' vetoes for all jumps at once leave exactly the children that the first
/// group of pagodas leaves when asked jump by jump, on positions of 14 to 24 pegs, where the
/// central game's pagodas rule out some jumps and not others; every generator makes them.
#[test]
fn pagoda_vetoes_leave_the_children_asking_each_jump_leaves() {
    let board = builtin_board("english").unwrap();
    let group = board.full_group();
    let expander = Expander::new(&board, &group);
    let centre = board.hole_by_name("d4").unwrap();
    let pagodas = Pagodas::for_finishes(&board, &[1u64 << centre]);
    let vetoes = pagodas.jump_vetoes(&expander.jump_of);
    let mut rng = fastrand::Rng::with_seed(5);
    let (mut thinned, mut kept) = (0, 0);
    for _ in 0..20_000 {
        let pegs = rng.u32(14..=24);
        let mut position = 0u64;
        while position.count_ones() < pegs {
            position |= 1 << rng.usize(..board.holes());
        }
        let totals = pagodas.first_totals(position);
        let vetoed = vetoes.vetoed(&totals);
        let asked = vetoes_refused(&expander, |k| !pagodas.rules_out_after(&totals, k));
        assert_eq!(vetoed, asked, "{position:#x}");
        let all = children_by(&expander, position, 0, Instructions::Portable, NO_VETOES);
        let portable = children_by(&expander, position, 0, Instructions::Portable, vetoed);
        for generator in available_generators() {
            let chosen = children_by(&expander, position, 0, generator, vetoed);
            assert_eq!(chosen, portable, "{position:#x} {generator:?}");
        }
        thinned += all.len() - portable.len();
        kept += portable.len();
    }
    assert!(
        thinned > 1000 && kept > 1000,
        "{thinned} ruled out, {kept} kept"
    );
    // Without pagodas nothing is vetoed.
    let none = Pagodas::default().jump_vetoes(&expander.jump_of);
    assert_eq!(none.vetoed(&[0; 16]), NO_VETOES);
    assert_eq!(none.vetoed(&[-1000; 16]), NO_VETOES);
}

/// The processor-specific generators this processor can run.
fn available_generators() -> Vec<Instructions> {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi2") {
        let mut generators = vec![Instructions::Bmi2];
        if std::is_x86_feature_detected!("avx512f") {
            generators.push(Instructions::Avx512);
            if std::is_x86_feature_detected!("avx512bitalg") {
                generators.push(Instructions::Avx512Lanes);
            }
        }
        return generators;
    }
    Vec::new()
}

/// The filtered complements are those of the children the filter may hold, also where a
/// position has more of them than the list kept per parent (64): on the 55-hole triangle,
/// a third of the holes empty, each with its six neighbours and their neighbours full,
/// makes about a hundred jumps.
#[test]
fn filtered_complements_are_the_complemented_children_the_filter_may_hold() {
    let mut rng = fastrand::Rng::with_seed(9);
    for id in ["english", "triangle10"] {
        let board = builtin_board(id).unwrap();
        let group = board.full_group();
        let expander = Expander::new(&board, &group);
        let full = board.full();
        let mut positions: Vec<u64> = (0..2000)
            .map(|_| (rng.u64(..) | rng.u64(..)) & full)
            .collect();
        for (a, b) in [(1, 2), (2, 1), (1, 1), (1, 0), (0, 1)] {
            let lattice_third = (0..board.holes() as u8)
                .filter(|&h| {
                    let (x, y) = board.coords(h);
                    (a * x + b * y).rem_euclid(3) != 0
                })
                .fold(0u64, |p, h| p | 1 << h);
            positions.push(lattice_third);
        }
        // A filter over the complements of all children but every tenth.
        let mut members = Vec::new();
        for &p in &positions {
            let mut k = 0;
            expander.for_each_child_flipped(p, full, |_, c| {
                if k % 10 != 0 {
                    members.push(c);
                }
                k += 1;
            });
        }
        members.sort_unstable();
        members.dedup();
        let filter = CodeFilter::new(&members);
        let mut most = 0;
        // The complemented children, and (flipping the input) the parents.
        for flip in [0, full] {
            let produce = FilteredComplementsOf {
                expander: &expander,
                filter: &filter,
                flip,
            };
            for &p in &positions {
                let mut made = Vec::new();
                produce.produce(p, |c| made.push(c));
                let mut expected = Vec::new();
                expander.for_each_child_flipped(p ^ flip, full, |_, c| {
                    if filter.may_contain(c) {
                        expected.push(c);
                    }
                });
                made.sort_unstable();
                expected.sort_unstable();
                assert_eq!(made, expected, "{id} {p:#x} flipped by {flip:#x}");
                most = most.max(made.len());
            }
        }
        if id == "triangle10" {
            assert!(
                most > 64,
                "a position with more than 64 kept children: {most}"
            );
        }
    }
}

/// The byte table's complement mincodes and orbit sizes are the board's own, on every
/// built-in board and for its whole group, the identity, and a subgroup.
/// The reduced parents of the inputs that `keep` keeps, found one by one: a parent is an
/// input with a jump of its complement undone.
fn parents_by_hand(expander: &Expander, inputs: &[u64], keep: impl Fn(u64) -> bool) -> Vec<u64> {
    let board = expander.board();
    let mut parents: Vec<u64> = inputs
        .iter()
        .flat_map(|&x| {
            board
                .legal_jumps(board.full() ^ x)
                .map(move |j| x ^ j.mask())
        })
        .map(|p| board.mincode(&expander.group, p))
        .filter(|&p| keep(p))
        .collect();
    parents.sort_unstable();
    parents.dedup();
    parents
}

/// `parents_in` on a level big enough for the bucketed, threaded path (the English
/// central game's F_22 against part of F_23), and on a board over 43 holes (Wiegleb's,
/// whose sets are kept whole).
#[test]
fn parents_in_finds_the_parents_the_members_hold() {
    let english = builtin_board("english").unwrap();
    let ex = Expander::new(&english, &english.full_group());
    let mut level = ex.reduce_all(&[english.full() ^ 1 << english.hole_by_name("d4").unwrap()]);
    while level.len() < 8000 {
        level = ex.descendants(&level, usize::MAX).unwrap();
    }
    // Half of the level's children: a bucketed set that lacks some parents.
    let half: Vec<u64> = level.iter().copied().step_by(2).collect();
    let members = ex
        .thinned_descendants((&half).into(), usize::MAX, &Pagodas::default())
        .unwrap();
    assert!(matches!(members, CodeSet::Bucketed { .. }));
    // The children of a third of the members: not every member is a parent of one.
    let third: Vec<u64> = members.clone().into_vec().into_iter().step_by(3).collect();
    let inputs = ex.descendants(&third, usize::MAX).unwrap();
    assert!(inputs.len() > 2 * SHARED_LEVEL, "{} inputs", inputs.len());
    let found = ex.parents_in((&inputs).into(), &members).into_vec();
    assert_eq!(
        found,
        parents_by_hand(&ex, &inputs, |p| members.contains(p))
    );
    assert!(third.len() <= found.len() && found.len() < members.len());

    let wiegleb = builtin_board("wiegleb").unwrap();
    assert!(wiegleb.holes() as u32 > BUCKET_BITS + 32);
    let ex = Expander::new(&wiegleb, &wiegleb.full_group());
    let start = wiegleb.full() ^ 1 << (wiegleb.holes() / 2);
    let inputs = ex.descendants(&ex.descendants(&[start], usize::MAX).unwrap(), usize::MAX);
    let inputs = inputs.unwrap();
    let every_parent = parents_by_hand(&ex, &inputs, |_| true);
    let members = CodeSet::from(every_parent.iter().copied().step_by(2).collect::<Vec<_>>());
    let found = ex.parents_in((&inputs).into(), &members).into_vec();
    assert_eq!(
        found,
        parents_by_hand(&ex, &inputs, |p| members.contains(p))
    );
    assert_eq!(found.len(), members.len());
}

/// Parts cover the inputs once, in order, none bigger than `SHARED_PART` nor (but the
/// last) smaller than `LEAST_PART`.
#[test]
fn parts_cover_the_inputs_once() {
    for (start, end, threads) in [(0, 0, 2), (0, 1, 2), (5, 300_000, 2), (0, 70_000, 1)] {
        let next = AtomicUsize::new(start);
        let mut covered = start;
        while let Some(part) = take_part(&next, end, threads) {
            assert_eq!(part.start, covered);
            assert!(part.len() <= SHARED_PART);
            assert!(part.len() >= LEAST_PART || part.end == end, "{part:?}");
            covered = part.end;
        }
        assert_eq!(covered, end.max(start));
    }
}

#[test]
fn the_byte_table_gives_the_boards_complement_mincodes_and_orbit_sizes() {
    let mut rng = fastrand::Rng::with_seed(22);
    for id in BOARD_IDS {
        let board = builtin_board(id).unwrap();
        let whole = board.full_group();
        let some_hole = board.stabilizer(&[0]);
        for group in [Group::identity(), whole, some_hole] {
            let expander = Expander::new(&board, &group);
            for _ in 0..300 {
                let code = rng.u64(..) & board.full();
                assert_eq!(
                    expander.complement_mincode(code),
                    board.complement_mincode(&group, code),
                    "{id} {code:#x}"
                );
                assert_eq!(
                    expander.orbit_size(code),
                    crate::search::levels::orbit_size(&board, &group, code),
                    "{id} {code:#x}"
                );
            }
        }
    }
}

/// Every generator the processor can run makes exactly the portable loop's children, on
/// every built-in board, for random positions, with and without complementing, and
/// without the vetoed jumps (the vetoes cover the first `VETO_PLACES` jumps in group order).
#[test]
fn the_processor_specific_generators_make_the_portable_children() {
    let generators = available_generators();
    if let Some(&best) = generators.last() {
        let english = builtin_board("english").unwrap();
        let expander = Expander::new(&english, &Group::identity());
        assert_eq!(expander.instructions, best, "this test compares it");
    }
    let mut rng = fastrand::Rng::with_seed(14);
    for id in BOARD_IDS {
        let board = builtin_board(id).unwrap();
        let whole = Group((0..board.symmetries().len()).collect());
        // Every size the AVX-512 generator pads: the first half of the symmetries (4 on the
        // square lattice, 3 on a triangle) and hole 0's stabilizer (2 on square6 and the
        // triangles, where it is a corner; 1 on the cross boards) are sets of images the
        // mincode is taken over as well as any group.
        let half = Group((0..board.symmetries().len() / 2).collect());
        let corner = board.stabilizer(&[0]);
        for group in [Group::identity(), whole, half, corner] {
            let expander = Expander::new(&board, &group);
            for _ in 0..300 {
                let position = rng.u64(..) & board.full();
                let vetoed = vetoes_refused(&expander, |jump| jump % 5 != 3);
                for flip in [0, board.full()] {
                    let portable =
                        children_by(&expander, position, flip, Instructions::Portable, vetoed);
                    // Boards with more places than the gathered bit set always take the
                    // portable loop, and those whose groups need more than 16 lanes never
                    // take the lanes.
                    let fits = expander.jump_of.len() <= VETO_PLACES;
                    let runs = |g: &&Instructions| fits && expander.can_run(**g);
                    for &generator in generators.iter().filter(runs) {
                        let chosen = children_by(&expander, position, flip, generator, vetoed);
                        assert_eq!(chosen, portable, "{id} {position:#x} {generator:?}");
                    }
                    let place_of =
                        |k: usize| expander.jump_of.iter().position(|&j| j as usize == k);
                    let refused =
                        |k: usize| k % 5 == 3 && place_of(k).is_some_and(|p| p < VETO_PLACES);
                    let legal = board
                        .jumps()
                        .iter()
                        .enumerate()
                        .filter(|(k, j)| !refused(*k) && j.is_legal(position))
                        .count();
                    assert_eq!(portable.len(), legal, "{id} {position:#x}");
                    for &(k, child) in &portable {
                        let made = position ^ board.jumps()[k].mask() ^ flip;
                        assert_eq!(child, board.mincode(&group, made), "{id} {position:#x}");
                    }
                }
            }
        }
    }
}
