//! A search worker's thoughts as they reach the page's game (bytes): reading them never
//! panics, thoughts read back write the same bytes, and a game takes them in (or refuses them)
//! without panicking, its status still readable after.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn game() -> pegsol::Game {
    static STATE: OnceLock<String> = OnceLock::new();
    let state = STATE.get_or_init(|| "french:d3:anywhere:b3-d3".to_string());
    let mut game = pegsol::Game::from_state(state).expect("a game");
    game.think_elsewhere();
    game
}

fuzz_target!(|data: &[u8]| {
    let Ok(thoughts) = pegsol::Thoughts::from_bytes(data) else {
        return;
    };
    assert_eq!(thoughts.to_bytes(), data);
    let mut game = game();
    game.learn_thoughts(&thoughts);
    let _ = game.status();
    let _ = game.verdicts();
});
