# input() reads sys.stdin (whatever it is) and writes its prompt to sys.stdout; sys.stdin
# and sys.__stdin__ are the standard input's stream.
import io
import sys

print(type(sys.stdin).__name__, sys.stdin.name, sys.stdin.mode, sys.stdin.readable(), sys.stdin.writable())
print(sys.stdin is sys.__stdin__, sys.stdin.closed, repr(sys.stdin), sys.stdin.fileno())

real_stdin, real_stdout = sys.stdin, sys.stdout
sys.stdin = io.StringIO("first line\nsecond  \r\n\nlast without newline")
print(repr(input()), repr(input("prompt: ")), repr(input()), repr(input()))
try:
    input("more? ")
except EOFError as e:
    print()
    print(type(e).__name__, e, isinstance(e, Exception))

# The prompt goes to sys.stdout (str() of any object), after stderr and before stdin.
out = io.StringIO()
sys.stdin = io.StringIO("a\nb\nc")
sys.stdout = out
x = input(42)
y = input([1, "two"])
z = input()
sys.stdout = real_stdout
print(repr(out.getvalue()), x, y, z)


class Lines:
    """An object with readline() is enough for input()."""

    def __init__(self, *lines):
        self.lines = list(lines)
        self.calls = 0

    def readline(self):
        self.calls += 1
        return self.lines.pop(0) if self.lines else ""


sys.stdin = Lines("from an object\n", "no newline")
print(repr(input()), repr(input()), sys.stdin.calls)
sys.stdin = io.BytesIO(b"bytes line\n\xff\n")
print(repr(input()), repr(input()))


class Bad:
    def readline(self):
        return 42


def attempt(f):
    try:
        print("ok", repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


sys.stdin = Bad()
attempt(input)
sys.stdin = object()
attempt(input)
sys.stdin = None
attempt(input)
sys.stdin = io.StringIO("x\n")
sys.stdout = None
try:
    input()
except RuntimeError as e:
    lost = e
sys.stdout = real_stdout
print(type(lost).__name__, lost)
del sys.stdin
attempt(input)
sys.stdin = io.StringIO("closed")
sys.stdin.close()
attempt(input)
attempt(lambda: input("a", "b"))
attempt(lambda: input(prompt="p"))

# Reading a StringIO as one would read sys.stdin.
sys.stdin = io.StringIO("3\n1 2\n3 4\n5 6\nrest of\nthe input\n")
n = int(sys.stdin.readline())
pairs = [tuple(map(int, sys.stdin.readline().split())) for _ in range(n)]
print(n, pairs, sys.stdin.read())
sys.stdin = io.StringIO("one\ntwo\nthree\n")
print([line.rstrip() for line in sys.stdin], sys.stdin.readline() == "")
sys.stdin = real_stdin
print(sys.stdin is sys.__stdin__)
