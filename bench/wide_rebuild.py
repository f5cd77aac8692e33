#!/usr/bin/env python3
"""Build times of a large instruction set, as its author sees them.

Makes a throwaway crate (in a temporary directory) that depends on this checkout's
`vm-core` and defines one instruction set of N opcodes (default 1,000: plain ops and
families with int specializations), builds it in debug mode, then adds one
specialization to one family and times the rebuild, then does the same once more. The
rebuild is what an author waits for after each change.

Run:   python3 bench/wide_rebuild.py [--ops 1000] [--keep]

Only the Python standard library is used; cargo does the building.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HEADER = """
use vm_core::{Guard, Return, VmValue};

#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    None,
    Int(i64),
    Float(f64),
}

impl VmValue for Value {
    fn type_name(&self) -> &'static str {
        match self {
            Value::None => "none",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
        }
    }
}

impl Guard<Value> for i64 {
    fn guard(v: &Value) -> Option<i64> {
        if let Value::Int(i) = v { Some(*i) } else { None }
    }
}

impl Guard<Value> for f64 {
    fn guard(v: &Value) -> Option<f64> {
        if let Value::Float(f) = v { Some(*f) } else { None }
    }
}

#[vm_core::instruction_set(value = Value, error = String)]
pub mod wide {
    use super::*;

    #[op]
    fn push(#[oparg] n: u32) -> Value {
        Value::Int(n as i64)
    }

    #[op]
    fn ret(v: Value) -> Return<Value> {
        Return(v)
    }
"""

MAIN = """
fn main() {
    use wide::{Builder, Opcode, Thread};
    let mut b = Builder::new();
    b.emit(Opcode::Push, 1).unwrap();
    for op in Opcode::ALL {
        if op.name().starts_with("OP_") && op.info().kind == vm_core::OpKind::Plain {
            b.emit(op, 1).unwrap();
        }
    }
    b.emit(Opcode::Ret, 0).unwrap();
    let code = std::sync::Arc::new(b.finish(0, ()).unwrap());
    let r = Thread::default().run(&mut (), &code).unwrap();
    println!("{} opcodes, result {:?}", Opcode::COUNT, r);
}
"""


def op(k):
    return (f"\n    /// Op {k}.\n    #[op]\n    fn op_{k}(v: Value, #[oparg] n: u32) -> Result<Value, String> {{\n"
            f"        match v {{\n            Value::Int(i) => Ok(Value::Int(i.wrapping_add({k} + n as i64))),\n"
            f"            other => Err(format!(\"op_{k}: {{other:?}}\")),\n        }}\n    }}\n")


def spec(k, kind):
    ty = {"int": "i64", "float": "f64"}[kind]
    body = "Value::Int(v.wrapping_add({k} + n as i64))" if kind == "int" else "Value::Float(v + {k}.0 + n as f64)"
    return (f"\n    #[specialize(op_{k})]\n    fn op_{k}_{kind}(v: {ty}, #[oparg] n: u32) -> Value {{\n"
            f"        {body.format(k=k)}\n    }}\n")


def source(n_ops, extra_specs):
    """A module of `n_ops` opcodes: ops, every tenth with an int specialization, plus
    `extra_specs` float specializations (the changes a rebuild measures)."""
    parts = [HEADER]
    count = 2
    k = 0
    while count < n_ops - extra_specs:
        parts.append(op(k))
        count += 1
        if k % 10 == 0 and count < n_ops - extra_specs:
            parts.append(spec(k, "int"))
            count += 1
        k += 1
    for j in range(extra_specs):
        parts.append(spec(j * 10, "float"))
    parts.append("}\n")
    parts.append(MAIN)
    return "".join(parts)


def cargo(crate, *args):
    start = time.monotonic()
    res = subprocess.run(["cargo", *args], cwd=crate, capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"cargo {' '.join(args)} failed:\n{res.stderr[-4000:]}")
    return time.monotonic() - start, res.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ops", type=int, default=1000)
    ap.add_argument("--keep", action="store_true", help="keep the temporary crate")
    args = ap.parse_args()
    crate = tempfile.mkdtemp(prefix="vm-wide-")
    os.makedirs(os.path.join(crate, "src"))
    with open(os.path.join(crate, "Cargo.toml"), "w") as f:
        f.write(f"""[package]
name = "wide-set"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
vm-core = {{ path = "{os.path.join(REPO, 'vm-core')}" }}

[workspace]
""")
    shutil.copy(os.path.join(REPO, "rust-toolchain.toml"), crate)
    main_rs = os.path.join(crate, "src", "main.rs")
    try:
        with open(main_rs, "w") as f:
            f.write(source(args.ops, 0))
        first, _ = cargo(crate, "build")
        _, out = cargo(crate, "run", "--quiet")
        print(f"first debug build (dependencies included): {first:.1f} s; run: {out.strip()}")
        for step in (1, 2):
            with open(main_rs, "w") as f:
                f.write(source(args.ops, step))
            t, _ = cargo(crate, "build")
            _, out = cargo(crate, "run", "--quiet")
            print(f"rebuild after adding specialization {step}: {t:.1f} s; run: {out.strip()}")
    finally:
        if args.keep:
            print(f"crate kept in {crate}")
        else:
            shutil.rmtree(crate, ignore_errors=True)


if __name__ == "__main__":
    main()
