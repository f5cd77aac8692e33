# subprocess.run: captured output as bytes and as text, input, exit codes, check,
# CompletedProcess's repr and check_returncode, shell commands.
import subprocess

r = subprocess.run(["echo", "hello", "world"], capture_output=True)
print(r)
print(type(r).__name__, r.args, r.returncode, r.stdout, r.stderr)

r = subprocess.run(["printf", "%s-%s\\n", "a", "b"], stdout=subprocess.PIPE)
print(repr(r.stdout), r.stderr)
print(r)

r = subprocess.run(["sh", "-c", "echo out; echo err >&2; exit 3"], capture_output=True, text=True)
print(r)
print(repr(r.stdout), repr(r.stderr), r.returncode)
try:
    r.check_returncode()
except subprocess.CalledProcessError as e:
    print("caught:", e)
    print(e.returncode, e.cmd, repr(e.output), repr(e.stdout), repr(e.stderr))

r = subprocess.run(["cat"], input=b"line one\nline two\n", capture_output=True)
print(r.stdout, r.stdout.splitlines())
r = subprocess.run(["cat"], input="caf\u00e9 \u2713\n", capture_output=True, text=True)
print(repr(r.stdout), len(r.stdout))
r = subprocess.run(["cat"], input="abc", capture_output=True, universal_newlines=True)
print(repr(r.stdout))
r = subprocess.run(["cat"], input="x\u00e9", capture_output=True, encoding="latin-1")
print(repr(r.stdout))
r = subprocess.run(["printf", "\\377 ok"], capture_output=True, errors="replace")
print(repr(r.stdout))

# Text mode reads with universal newlines.
r = subprocess.run(["printf", "a\\r\\nb\\rc\\n"], capture_output=True, text=True)
print(repr(r.stdout))
r = subprocess.run(["printf", "a\\r\\nb\\rc\\n"], capture_output=True)
print(repr(r.stdout))

# Exit codes, with and without check.
for code in [0, 1, 2, 42, 255, 256, 300]:
    r = subprocess.run(["sh", "-c", "exit %d" % code])
    print(code, r.returncode, r)
print(subprocess.run(["true"]).returncode, subprocess.run(["false"]).returncode)
for cmd in (["false"], ["sh", "-c", "echo partial; exit 7"]):
    try:
        subprocess.run(cmd, check=True, capture_output=True)
    except subprocess.CalledProcessError as e:
        print(type(e).__name__, e, e.stdout, e.stderr)
        print(isinstance(e, subprocess.SubprocessError), isinstance(e, Exception))
print(subprocess.run(["true"], check=True))

# Shell commands: a string, or a list whose rest are $0, $1...
r = subprocess.run("echo $((6 * 7)) | cat", shell=True, capture_output=True, text=True)
print(r)
r = subprocess.run(["echo $0 $1 $2", "zero", "one", "two"], shell=True, capture_output=True)
print(r.stdout)
r = subprocess.run("printf 'no newline'", shell=True, stdout=subprocess.PIPE)
print(r.stdout)
# A string without shell is the program's name.
print(subprocess.run("true").returncode, subprocess.run("true").args)

# Output dropped, or a stream left out.
r = subprocess.run(["echo", "gone"], stdout=subprocess.DEVNULL)
print(r)
r = subprocess.run(["sh", "-c", "echo kept; echo dropped >&2"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
print(r)

# Bad argument combinations.
try:
    subprocess.run(["cat"], input=b"x", stdin=subprocess.PIPE)
except ValueError as e:
    print("ValueError:", e)
try:
    subprocess.run(["echo"], capture_output=True, stderr=subprocess.PIPE)
except ValueError as e:
    print("ValueError:", e)
try:
    subprocess.run(["echo"], text=True, universal_newlines=False)
except subprocess.SubprocessError as e:
    print(type(e).__name__, e)
for bad in ([1, 2], ["echo", None]):
    try:
        subprocess.run(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    subprocess.run(["echo", "a\0b"])
except ValueError as e:
    print("ValueError:", e)
