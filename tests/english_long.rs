//! The big English complement problems (seconds to a minute each): run by `cargo test -- --ignored`,
//! which the test script and CI always do.

mod common;
use common::*;
use pegsol::{compute_levels, count_solutions, Goal, Problem};

fn check(start: &str, stored: usize, solutions: u128) {
    let b = board("english");
    let problem = Problem::new(&b, hole(&b, start), Goal::Complement).unwrap();
    let l = compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
    assert_eq!(
        l.lower_half_total(),
        stored,
        "{start}: Σ|W_n| (ref. 1, Table 6)"
    );
    assert_eq!(
        count_solutions(&b, &l),
        solutions,
        "{start}: solutions (ref. 1, Table 7)"
    );
}

#[test]
#[ignore = "long: ~20 s"]
fn d3_complement() {
    check("d3", 6_420_923, 8_940_989_276_947_390_168);
}

#[test]
#[ignore = "long: ~40 s"]
fn c1_complement() {
    check("c1", 13_918_925, 2_343_652_440_537_181_612);
}

#[test]
#[ignore = "long: ~35 s"]
fn c2_complement() {
    check("c2", 12_372_794, 17_385_498_352_036_301_092);
}

#[test]
#[ignore = "long: ~50 s"]
fn c3_complement() {
    check("c3", 20_836_420, 138_409_681_956_904_365_268);
}
