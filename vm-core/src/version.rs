//! Process-unique version tags for the keys that inline caches store.
//!
//! A specialization that caches "this object had version V" (a class's type version, a
//! namespace's keys version) is only right if no other object can ever have version V
//! while the cache is live. A counter per object or per context breaks that: two
//! interpreters sharing code whose objects count up in step accept each other's caches.
//! Tags from this one process-wide counter are never handed out twice (CPython's dict
//! versions and type version tags come from one global counter for the same reason).

use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// The next tag to hand out; 0 is never one (it can mean "no valid tag").
static NEXT: AtomicU32 = AtomicU32::new(1);

/// A version tag no other caller has received, or `None` once the 32-bit space is used
/// up (after four billion tags; CPython then stops assigning type versions too, and the
/// owner should stop being cacheable).
pub fn next_tag() -> Option<u32> {
    NEXT.fetch_update(Relaxed, Relaxed, |t| t.checked_add(1))
        .ok()
        .filter(|&t| t != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_unique_across_threads() {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                std::thread::spawn(|| (0..10_000).map(|_| next_tag().unwrap()).collect::<Vec<_>>())
            })
            .collect();
        let mut all: Vec<u32> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
        assert!(!all.contains(&0));
    }
}
