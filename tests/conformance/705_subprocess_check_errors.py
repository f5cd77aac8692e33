# subprocess.call, check_call, check_output, getoutput, getstatusoutput; the errors:
# CalledProcessError and TimeoutExpired caught and printed, a missing program or one
# that may not run (OSError subclasses as CPython's), a missing cwd.
import subprocess

print(subprocess.call(["true"]), subprocess.call(["false"]), subprocess.call(["sh", "-c", "exit 9"]))
print(subprocess.call("exit 4", shell=True))
print(subprocess.call(["echo", "quiet"], stdout=subprocess.DEVNULL))
print(subprocess.check_call(["true"]))
try:
    subprocess.check_call(["sh", "-c", "exit 5"])
except subprocess.CalledProcessError as e:
    print("check_call:", e, e.returncode, e.output, e.stderr)
try:
    subprocess.check_call(args=["false"])
except subprocess.CalledProcessError as e:
    print("check_call args=:", e.cmd)

print(subprocess.check_output(["echo", "captured"]))
print(subprocess.check_output(["printf", "x\\ny"], text=True).split())
print(subprocess.check_output("echo $((1 + 2))", shell=True, universal_newlines=True))
print(subprocess.check_output(["cat"], input=b"fed in"))
print(repr(subprocess.check_output(["cat"], input=None)))
print(repr(subprocess.check_output(["cat"], input=None, text=True)))
print(subprocess.check_output(["sh", "-c", "echo o; echo e >&2"], stderr=subprocess.STDOUT))
try:
    subprocess.check_output(["sh", "-c", "echo some; exit 2"])
except subprocess.CalledProcessError as e:
    print("check_output:", e, repr(e.output), repr(e.stdout), e.stderr)
for kw in ("stdout", "check"):
    try:
        subprocess.check_output(["true"], **{kw: None})
    except ValueError as e:
        print("ValueError:", e)

print(repr(subprocess.getoutput("echo one; echo two")))
print(subprocess.getstatusoutput("echo failing; exit 3"))
print(subprocess.getstatusoutput("echo to-stderr >&2"))
print(subprocess.getstatusoutput("exit 1"))

# CalledProcessError and TimeoutExpired made by hand.
e = subprocess.CalledProcessError(2, ["prog", "arg"], b"out", b"err")
print(str(e), e.args, e.stdout, e.output, e.stderr)
e.stdout = b"changed"
print(e.output)
print(subprocess.CalledProcessError(-9, "prog"))
print(subprocess.CalledProcessError(-15, ["a", "b"]))
print(subprocess.CalledProcessError(-64, "prog"))
print(subprocess.CalledProcessError(0, "prog"))
print(repr(subprocess.CalledProcessError(1, "c")))
t = subprocess.TimeoutExpired("cmd", 2.5, output=b"so far")
print(str(t), t.timeout, t.output, t.stdout, t.stderr, isinstance(t, subprocess.SubprocessError))

# A child signal N ended reports -N.
try:
    subprocess.run(["sh", "-c", "kill -9 $$"], check=True)
except subprocess.CalledProcessError as e:
    print(e, e.returncode)

# Timeouts: run kills the child and raises.
try:
    subprocess.run(["sleep", "10"], timeout=0.2, capture_output=True)
except subprocess.TimeoutExpired as e:
    print("run:", e, e.timeout, e.cmd, e.stdout, e.stderr)
try:
    subprocess.run(["sh", "-c", "echo before; exec sleep 10"], timeout=0.5, stdout=subprocess.PIPE)
except subprocess.TimeoutExpired as e:
    print("run:", e, e.stdout)
try:
    subprocess.check_output(["sleep", "10"], timeout=0.1)
except subprocess.TimeoutExpired as e:
    print("check_output:", e)
try:
    subprocess.call(["sleep", "10"], timeout=0.1)
except subprocess.TimeoutExpired as e:
    print("call:", e)
try:
    subprocess.run(["sleep", "10"], timeout=0.1)
except subprocess.TimeoutExpired as e:
    print("run without pipes:", type(e).__name__, e.cmd, e.stdout)

# Programs that cannot run.
for cmd in (["no-such-program-for-vm-std"], ["./no/such/path"], "no-such-program-either"):
    try:
        subprocess.run(cmd)
    except FileNotFoundError as e:
        print(type(e).__name__, e, e.errno, e.strerror, e.filename)
try:
    subprocess.run(["/"])
except PermissionError as e:
    print(type(e).__name__, e, e.errno, e.filename)
try:
    subprocess.Popen(["true"], cwd="/no/such/dir/for/vm-std")
except FileNotFoundError as e:
    print(type(e).__name__, e, e.filename)
try:
    subprocess.check_output(["no-such-program-for-vm-std"], stderr=subprocess.STDOUT)
except OSError as e:
    print(type(e).__name__, e)
try:
    subprocess.run(["true"], executable="no-such-executable")
except FileNotFoundError as e:
    print(type(e).__name__, e)
