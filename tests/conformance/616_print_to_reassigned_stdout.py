# print() writes through whatever the program put in sys.stdout (a StringIO, an object
# with a write method, None), and to the real output again once sys.stdout is restored.
import io
import sys

saved = sys.stdout
buf = io.StringIO()
sys.stdout = buf
print("captured", 1, 2, sep="-")
print("second line", end="!")
sys.stdout = saved
print("restored; captured:", repr(buf.getvalue()))


class Recorder:
    def __init__(self):
        self.pieces = []

    def write(self, s):
        self.pieces.append(s)
        return len(s)


rec = Recorder()
sys.stdout = rec
print("a", "b")
sys.stdout = sys.__stdout__
print(rec.pieces)

sys.stdout = None
print("dropped")
sys.stdout = saved
print("explicit file still wins:", end=" ")
sys.stdout = io.StringIO()
print("to stderr-like", file=saved)
sys.stdout = saved
print("done")

from contextlib import redirect_stderr, redirect_stdout

out = io.StringIO()
with redirect_stdout(out) as target:
    print("inside redirect", target is out)
    with redirect_stdout(io.StringIO()) as inner:
        print("nested")
    print("back in outer")
print("outside:", repr(out.getvalue()), repr(inner.getvalue()))
err = io.StringIO()
with redirect_stderr(err):
    print("to err", file=sys.stderr)
print("stderr captured:", repr(err.getvalue()), sys.stderr is sys.__stderr__)
