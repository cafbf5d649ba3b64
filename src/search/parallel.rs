//! The level search's threads: scoped workers on native targets, the calling thread on wasm32.

/// Parents expanded per batch on the run-merging path; bounds the children buffer to a few MB.
/// Also the least work worth a thread of its own.
pub(crate) const BATCH: usize = 1 << 15;

/// Runs the tasks, on scoped threads when there are several. With one task (small work, or
/// wasm32, where spawning a thread panics) it runs on the calling thread.
pub(crate) fn run_all<T: Send, F: FnOnce() -> T + Send>(tasks: Vec<F>) -> Vec<T> {
    if tasks.len() <= 1 {
        return tasks.into_iter().map(|task| task()).collect();
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = tasks.into_iter().map(|task| scope.spawn(task)).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("level worker panicked"))
            .collect()
    })
}

/// Threads worth starting for `work` items: all cores for big levels, one for small ones.
/// (On wasm32 `available_parallelism` fails and everything runs on the calling thread.)
pub(crate) fn worker_count(work: usize) -> usize {
    workers_for(work, BATCH)
}

/// Threads worth starting for `work` items when `least` items are worth a thread.
pub(crate) fn workers_for(work: usize, least: usize) -> usize {
    cores().min(work.div_ceil(least)).max(1)
}

/// The cores this process may use, asked once: on Linux the answer reads the cgroup's CPU
/// quota from files, some 15 µs a time.
pub(crate) fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
}
