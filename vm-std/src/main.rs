//! `vm-std run FILE.py [--stats] [--dis] [--no-specialize]`

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use vm_std::{RunOptions, run_source_to};

const USAGE: &str = "usage: vm-std run FILE.py [--stats] [--dis] [--no-specialize]";

/// Small blocks from per-thread pools, large ones on transparent huge pages (see
/// `vm_std::alloc`).
#[global_allocator]
static ALLOCATOR: vm_std::alloc::PoolAlloc = vm_std::alloc::PoolAlloc;

fn main() -> ExitCode {
    tune_allocator();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut options = RunOptions {
        free_at_exit: false,
        ..RunOptions::default()
    };
    let mut file = None;
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        Some("run") => {}
        Some("-h" | "--help") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    }
    for a in it {
        match a.as_str() {
            "--stats" => options.stats = true,
            "--dis" => options.dis = true,
            "--no-specialize" => options.specialize = false,
            s if s.starts_with('-') => {
                eprintln!("vm-std: unknown option {s}\n{USAGE}");
                return ExitCode::from(2);
            }
            s => {
                if file.is_some() {
                    eprintln!("vm-std: more than one file given\n{USAGE}");
                    return ExitCode::from(2);
                }
                file = Some(s.to_string());
            }
        }
    }
    let Some(file) = file else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let source = match std::fs::read_to_string(&file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("vm-std: can't open file '{file}': {e}");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout().lock();
    let mut out = BufWriter::with_capacity(1 << 16, stdout);
    let mut err = std::io::stderr().lock();
    let code = run_source_to(&file, &source, &options, &mut out, &mut err);
    let _ = out.flush();
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// Makes glibc's malloc serve every block of 1 MiB or more with its own `mmap`.
///
/// why: by default glibc raises that threshold to the size of the largest block freed so
/// far (up to 32 MiB), so once a program drops one big list, its next big lists and
/// tables come from the heap instead: each growth copies the old buffer next to the new
/// one, and the freed buffers stay resident as holes. That cost 4-7 MiB of peak RSS on
/// the examples (measured). Mapped blocks grow by `mremap`, without a copy, count only the
/// pages actually written, and go back to the OS when freed. Smaller blocks stay on the
/// heap, so the extra system calls are only for large, rarely allocated buffers.
fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`.
        const M_MMAP_THRESHOLD: std::ffi::c_int = -3;
        // SAFETY: this is glibc's `int mallopt(int param, int value)`, which only sets a
        // tuning parameter of the allocator; any argument values are safe to pass.
        unsafe extern "C" {
            safe fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
        }
        mallopt(M_MMAP_THRESHOLD, 1 << 20);
    }
}
