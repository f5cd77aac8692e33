# subprocess: the child's environment (env, and os.environ's changes) and working
# directory (cwd, a str or a path-like object), stderr merged into stdout, files and
# descriptors as the child's streams, and vm-std itself as a child (sys.executable).
import os
import subprocess
import sys
import tempfile
from pathlib import Path

show = ["sh", "-c", 'echo "FOO=$FOO BAR=$BAR"']
print(subprocess.run(show, env={"FOO": "one", "BAR": "two"}, capture_output=True, text=True).stdout)
print(subprocess.run(show, env={}, capture_output=True).stdout)
print(subprocess.check_output(["sh", "-c", 'echo "$A$B"'], env={"A": "1", "B": "2"}))
env = dict(os.environ)
env["FOO"] = "from a copy"
print(subprocess.check_output(show, env=env, text=True), end="")
os.environ["FOO"] = "from os.environ"
print(subprocess.check_output(show, text=True), end="")
del os.environ["FOO"]
print(subprocess.check_output(show, text=True), end="")
try:
    subprocess.run(["true"], env={"A=B": "x"})
except ValueError as e:
    print("ValueError:", e)

with tempfile.TemporaryDirectory() as tmp:
    with open(os.path.join(tmp, "data.txt"), "w") as f:
        f.write("alpha\nbeta\ngamma\n")
    print(subprocess.run(["cat", "data.txt"], cwd=tmp, capture_output=True).stdout)
    print(subprocess.run(["sh", "-c", "cat data.txt | cat"], cwd=Path(tmp), capture_output=True).stdout)
    here = subprocess.check_output(["sh", "-c", "pwd"], cwd=tmp, text=True).strip()
    print(os.path.basename(here) == os.path.basename(tmp))
    print(subprocess.run(["sh", "-c", "pwd"], cwd="/", capture_output=True).stdout)
    try:
        subprocess.run(["cat", "data.txt"], cwd=os.path.join(tmp, "data.txt"))
    except NotADirectoryError as e:
        print(type(e).__name__, e.errno, e.strerror, os.path.basename(e.filename))

    # A file as the child's stdin, and another as its stdout.
    with open(os.path.join(tmp, "data.txt")) as src:
        print(subprocess.run(["cat"], stdin=src, capture_output=True).stdout)
    with open(os.path.join(tmp, "data.txt"), "rb") as src:
        print(subprocess.run(["sh", "-c", "cat; echo end"], stdin=src, capture_output=True, text=True).stdout)
    out_path = os.path.join(tmp, "out.txt")
    with open(out_path, "w") as out:
        out.write("header\n")
        out.flush()
        print(subprocess.call(["echo", "from the child"], stdout=out))
        print(subprocess.call(["sh", "-c", "echo to stderr >&2"], stderr=out))
    with open(out_path) as f:
        print(repr(f.read()))
    with open(out_path, "w") as out:
        print(subprocess.call(["sh", "-c", "echo fd; echo fd2 >&2"], stdout=out.fileno(), stderr=subprocess.STDOUT))
    with open(out_path) as f:
        print(repr(f.read()))

# stderr merged into stdout, in the order the child wrote.
merged = subprocess.run(["sh", "-c", "echo 1; echo 2 >&2; echo 3; echo 4 >&2"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
print(merged)
p = subprocess.Popen(["sh", "-c", "echo out; echo err >&2"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
print(p.stderr, p.communicate())
print(subprocess.run(["sh", "-c", "echo e >&2"], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT))

# The interpreter itself as a child.
r = subprocess.run([sys.executable, "-c", "print(1)"], capture_output=True)
print(r.returncode, r.stdout, r.stderr, r.args[1:])
print(subprocess.check_output([sys.executable, "-c", "import sys; print(sys.argv[1:])", "a", "b c"], text=True), end="")
r = subprocess.run([sys.executable, "-c", "import sys; data = sys.stdin.read(); print(data.upper(), end=''); sys.exit(len(data))"],
                   input="shout\n", capture_output=True, text=True)
print(r.returncode, repr(r.stdout), repr(r.stderr))
r = subprocess.run([sys.executable, "-c", "raise SystemExit('bye')"], capture_output=True, text=True)
print(r.returncode, repr(r.stdout), repr(r.stderr))
r = subprocess.run([sys.executable, "-c", "import os; print(os.environ.get('VM_STD_CHILD'))"],
                   env={"VM_STD_CHILD": "yes"}, capture_output=True, text=True)
print(r.stdout, r.returncode)
