//! The game state string (URL / local storage): restoring never panics, and a restored game
//! writes a state string that restores the same game.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = pegsol::Game::from_state(text) {
        let state = game.state();
        let again = pegsol::Game::from_state(&state).expect("a written state restores");
        assert_eq!(again.state(), state);
        assert_eq!(again.position(), game.position());
    }
});
