#!/usr/bin/env bash
# Optional: the tests under AddressSanitizer (needs a nightly toolchain; the build and the
# README's test command do not). It runs vm-core's tests, the toy calculator's and
# vm-std's conformance corpus in-process, where the system allocator (not the `vm-std`
# command's pools) serves every block, so that a use after free or an overflow in the
# runtime is reported. The corpus includes CPython's classic crashers: an `__eq__` that
# clears the list being searched (240), a `__hash__`/`__eq__` that mutates the dict or set
# being probed (241), an `__eq__` that raises from `list.index` (errors/252); 253 runs
# set algebra over user-hashed elements.
#
# Usage: scripts/asan.sh [extra cargo test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

TOOLCHAIN="${ASAN_TOOLCHAIN:-nightly}"
# An explicit target keeps the sanitizer out of build scripts and proc macros.
TARGET="$(rustc +"$TOOLCHAIN" -vV | sed -n 's/^host: //p')"
export RUSTFLAGS="-Zsanitizer=address"
export RUSTDOCFLAGS="-Zsanitizer=address"
# why allocator_may_return_null: programs that ask for absurd sizes (`[0] * 10**10`,
# `itertools.combinations` of a huge pool) must get MemoryError through `try_reserve`,
# which needs the allocator to say no rather than ASan to abort on the request.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:allocator_may_return_null=1"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target/asan}"

cargo +"$TOOLCHAIN" test --target "$TARGET" -p vm-core --lib --tests "$@"
cargo +"$TOOLCHAIN" test --target "$TARGET" -p vm --test calc --test exceptions \
    --test generators --test reentry --test verifier_fuzz "$@"
cargo +"$TOOLCHAIN" test --target "$TARGET" -p vm --test python "$@"
cargo +"$TOOLCHAIN" test --target "$TARGET" -p vm-std --lib "$@"
echo "asan: clean"
