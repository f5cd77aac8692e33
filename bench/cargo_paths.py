"""Where cargo puts this repository's vm-std binary (shared by the bench scripts).

`.cargo/config.toml` builds for an explicit target (the host's), so the release binary is
`$CARGO_TARGET_DIR/<host triple>/release/vm-std` (`target/` when CARGO_TARGET_DIR is
unset), not `target/release/vm-std`.
"""

import os
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def target_dir():
    """Cargo's target directory: $CARGO_TARGET_DIR (relative to the repository) or target/."""
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO, "target")
    if not os.path.isabs(target):
        target = os.path.join(REPO, target)
    return target


def rustc_info():
    """The toolchain's host triple and sysroot (the pinned toolchain: this runs in REPO)."""
    verbose = subprocess.run(["rustc", "-vV"], capture_output=True, text=True, check=True,
                             cwd=REPO).stdout
    host = next(line.split(":", 1)[1].strip() for line in verbose.splitlines()
                if line.startswith("host:"))
    sysroot = subprocess.run(["rustc", "--print", "sysroot"], capture_output=True,
                             text=True, check=True, cwd=REPO).stdout.strip()
    return host, sysroot


def release_binary():
    """The path `cargo build --release -p vm-std` writes the binary to."""
    host, _ = rustc_info()
    return os.path.join(target_dir(), host, "release", "vm-std")
