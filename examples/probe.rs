use pegsol::*;
use std::time::Instant;
fn main() {
    let board = builtin_board("english").unwrap();
    let d4 = board.hole_by_name("d4").unwrap();
    let p = Problem::new(&board, d4, Goal::Complement).unwrap();
    let s = p.search(&board, false);
    let t = Instant::now();
    let l = compute_levels(&board, &s, LevelOptions::default()).unwrap();
    eprintln!("W only {:?} stored {}", t.elapsed(), l.stored_half_total());
    let t = Instant::now();
    let c = count_solutions(&board, &l);
    eprintln!("count {:?} {}", t.elapsed(), c);
    let ex = Expander::new(&board, &s.group);
    let t = Instant::now();
    let mut n = 0u64;
    for &x in &l.winning[17] {
        ex.for_each_child(x, |_, c| n ^= c);
    }
    eprintln!("expand W17 {:?} {}", t.elapsed(), n);
    let t = Instant::now();
    let mut n = 0u64;
    for &x in &l.winning[17] {
        n ^= board.mincode(&s.group, x);
    }
    eprintln!("images W17 {:?} {}", t.elapsed(), n);
    let mut cnt = 0usize;
    for &x in &l.winning[17] {
        ex.for_each_child(x, |_, _| cnt += 1);
    }
    eprintln!(
        "children per parent {}",
        cnt as f64 / l.winning[17].len() as f64
    );
}
#[allow(dead_code)]
fn extra() {}
