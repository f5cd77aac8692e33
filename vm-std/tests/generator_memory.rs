//! Generators are freed: a program that makes and drops many generators (advanced with
//! `next()`, delegating with `yield from` to lists and to other generators, suspended
//! and abandoned, holding a reference to themselves) runs in flat memory. Two leaks of
//! this kind were found in review: cloning an `Obj` (a `ManuallyDrop<Rc>`) where an
//! `Rc::clone` was meant leaked every generator `next()` touched (171 MB for 400,000) and
//! every iterator a `yield from` delegated to.

use std::process::Command;

const PROGRAM: &str = r#"
def one(n):
    yield n
    return n


def delegating(n):
    got = yield from one(n)
    yield from [got, [n]]


def looping(n):
    for i in range(n):
        yield i


def churn(count):
    total = 0
    for i in range(count):
        g = one(i)
        total += next(g)
        total += sum(x for x in one(i))
        for x in delegating(i):
            total += 1
        abandoned = looping(10)
        next(abandoned)
        selfish = looping(3)
        holder = [selfish]
        next(selfish)
        holder.append(holder)
    return total > 0


print(churn(COUNT))
"#;

/// The largest peak resident size (KiB) of the children this process has waited for.
fn children_peak_kib() -> i64 {
    // SAFETY: `getrusage` writes a `rusage` into the zeroed value we own; no other
    // invariant is involved.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage), 0);
        usage.ru_maxrss
    }
}

fn run(count: u32) -> i64 {
    let dir = std::env::temp_dir().join(format!("vm-std-generators-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("generators_{count}.py"));
    std::fs::write(&file, PROGRAM.replace("COUNT", &count.to_string())).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_vm-std"))
        .arg("run")
        .arg(&file)
        .output()
        .expect("run vm-std");
    assert!(
        out.status.success(),
        "vm-std failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "True");
    children_peak_kib()
}

#[test]
fn dropped_generators_keep_memory_flat() {
    // The small run first: the children's peak is a maximum over every run so far.
    let small = run(1_000);
    let large = run(100_000);
    assert!(
        large - small < 4 * 1024,
        "peak of 100,000 rounds {large} KiB, of 1,000 rounds {small} KiB: generators leak"
    );
}
