#!/usr/bin/env bash
# The long runs of the fuzz targets (their smoke passes run under `cargo test`):
#
#   bytecode      decoder + verifier: mutated `Code::to_bytes` output of toy-calculator
#                 programs is rejected, or runs without a panic (tests/fuzz_bytecode.rs)
#   frontend      vm-std's front end: mutated and random Python source compiles to an
#                 error or runs to an exception, never a panic or abort
#                 (vm-std/tests/fuzz_frontend.rs)
#   differential  generated type-polymorphic programs print the same under CPython
#                 (python3) and vm-std with and without specialization
#                 (vm-std/tests/fuzz_differential.rs)
#
# Usage: scripts/fuzz.sh [bytecode|frontend|differential|all] [CASES | SECONDSs]
#   scripts/fuzz.sh frontend 20000     # 20,000 cases
#   scripts/fuzz.sh all 600s           # ten minutes each
# VM_FUZZ_SEED picks the stream (default: a new one each run, printed); failing cases
# are saved under the target directory (tmp/fuzz/) with the command that replays them.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-all}"
budget="${2:-2000}"
case "$budget" in
    *s) export VM_FUZZ_SECONDS="${budget%s}" ;;
    *) export VM_FUZZ_CASES="$budget" ;;
esac
export VM_FUZZ_SEED="${VM_FUZZ_SEED:-$(date +%s%N)}"
echo "fuzz: seed $VM_FUZZ_SEED"

run() {
    cargo test --release "$@" -- --nocapture
}

case "$target" in
    bytecode) run -p vm --test fuzz_bytecode ;;
    frontend) run -p vm-std --test fuzz_frontend ;;
    differential) run -p vm-std --test fuzz_differential ;;
    all)
        run -p vm --test fuzz_bytecode
        run -p vm-std --test fuzz_frontend
        run -p vm-std --test fuzz_differential
        ;;
    *) echo "usage: $0 [bytecode|frontend|differential|all] [CASES|SECONDSs]" >&2; exit 2 ;;
esac
