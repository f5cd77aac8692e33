//! `vm-std run FILE.py [--stats] [--dis] [--no-specialize]`

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use vm_std::{RunOptions, run_source_to};

const USAGE: &str = "usage: vm-std run FILE.py [--stats] [--dis] [--no-specialize]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut options = RunOptions::default();
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
