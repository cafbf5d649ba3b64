use pegsol::*;
fn main() {
    let b = builtin_board("english").unwrap();
    let mut keys = std::collections::BTreeSet::new();
    for j in b.jumps() {
        keys.insert((j.to as i32 - j.over as i32, j.to as i32 - j.from as i32));
    }
    println!("{} groups {} jumps", keys.len(), b.jumps().len());
}
