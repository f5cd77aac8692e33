# open()'s and StringIO's `newline`: universal newlines (read as \n), '' (lines end at
# any line end, kept), '\n', '\r', '\r\n' (lines end there; a \n written becomes it),
# initial values translated as writes, and the errors for bad values.
import io, os, tempfile, csv

folder = tempfile.mkdtemp()
path = os.path.join(folder, "mixed.txt")
with open(path, "wb") as f:
    f.write(b"one\r\ntwo\rthree\nfour")
for nl in (None, "", "\n", "\r", "\r\n"):
    with open(path, newline=nl) as f:
        print(repr(nl), list(f))
    with open(path, newline=nl) as f:
        print(repr(nl), repr(f.read()), repr(f.readline()))
    with open(path, newline=nl) as f:
        print(repr(nl), repr(f.readline()), repr(f.readline(2)), f.readlines())
for nl in (None, "", "\n", "\r", "\r\n"):
    s = io.StringIO("a\r\nb\rc\nd", newline=nl)
    print(repr(nl), list(s), repr(s.getvalue()))
    s.write("\nx\r\ny")
    print(repr(s.getvalue()))
    out = os.path.join(folder, "out.txt")
    with open(out, "w", newline=nl) as w:
        w.write("x\ny\r\nz\n")
        print("last", file=w)
    with open(out, "rb") as r:
        print(repr(nl), r.read())
# csv through a StringIO with newline='' keeps the \r inside quoted fields
buf = io.StringIO(newline="")
csv.writer(buf).writerows([["a\rb", "c\r\nd"], ["e", "f"]])
buf.seek(0)
print(list(csv.reader(buf)))
# a CRLF file read in the default mode has \n line ends
crlf = os.path.join(folder, "crlf.txt")
with open(crlf, "w", newline="\r\n") as f:
    f.write("alpha\nbeta\n")
with open(crlf) as f:
    print([line[:-1] for line in f])
for bad in (5, "x", "\r\r"):
    try:
        io.StringIO("", newline=bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
    try:
        open(path, newline=bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
