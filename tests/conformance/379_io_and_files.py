# io: sys.stdout/stderr, StringIO, print(file=), open() for text files (read, write, append, lines, with), string constants.
import sys, io, string
from io import StringIO
sys.stdout.write("direct\n")
print("to stderr", file=sys.stderr)
buf = StringIO()
print("a", 1, file=buf); print("b", end="", file=buf); buf.write("c\n")
print(repr(buf.getvalue()), type(buf).__name__, isinstance(buf, io.StringIO))
r = StringIO("line1\nline2\nline3")
print(r.readline(), r.read(3), r.tell(), r.read(), repr(r.read()))
r.seek(0); print(list(r))
class Sink:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
s = Sink(); print("x", "y", sep="-", file=s); print(s.parts)
with open("/tmp/vm_std_conformance_379.txt", "w") as f:
    f.write("one\n"); f.writelines(["two\n", "three\n"])
    print("four", file=f)
print(f.closed if hasattr(f, "closed") else "?")
with open("/tmp/vm_std_conformance_379.txt") as f:
    for line in f:
        print(line.rstrip())
with open("/tmp/vm_std_conformance_379.txt", "a") as f: f.write("five\n")
print(open("/tmp/vm_std_conformance_379.txt").read().split())
print(open("/tmp/vm_std_conformance_379.txt").readlines()[-1])
try: open("/tmp/definitely/missing.txt")
except FileNotFoundError as e: print("FNF", e)
try: open("/tmp")
except IsADirectoryError as e: print("IAD", e)
try:
    f = open("/tmp/vm_std_conformance_379.txt"); f.close(); f.read()
except ValueError as e: print("VE", e)
print(string.ascii_lowercase, string.digits, string.capwords("hello big world"))
sys.stdout.flush()
