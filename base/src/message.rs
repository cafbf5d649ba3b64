//! Error messages that quote outside input.

/// The first 40 characters of outside input, for error messages.
pub fn truncate(s: &str) -> String {
    let cut: String = s.chars().take(40).collect();
    if cut.len() < s.len() {
        format!("{cut}…")
    } else {
        cut
    }
}
