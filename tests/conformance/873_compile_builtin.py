# compile(): code objects that exec and eval run, CPython's argument checks and errors,
# the file name a code object's tracebacks and syntax errors carry, and 'single' mode's
# display of expression statements.
import traceback


def attempt(f):
    try:
        r = f()
        print("ok", type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)


attempt(lambda: compile("x", "f", "bad"))
attempt(lambda: compile("x", "f"))
attempt(lambda: compile())
attempt(lambda: compile(1, "f", "exec"))
attempt(lambda: compile("x", 1, "exec"))
attempt(lambda: compile("x", "f", 1))
attempt(lambda: compile("x", "f", "exec", 0x1))
attempt(lambda: compile("x", "f", "exec", 0x100000000))
attempt(lambda: compile("x", "f", "exec", "a"))
attempt(lambda: compile("x", "f", "exec", 0, 0, 5))
attempt(lambda: compile("x", "f", "exec", 0, 0, -2))
attempt(lambda: compile("x", "f", "exec", 0, 0, 0, 1))
attempt(lambda: compile("x", "f", "exec", foo=1))
attempt(lambda: compile("x", filename="f", mode="exec", source="y"))
attempt(lambda: compile("x\0", "f", "exec"))
attempt(lambda: compile("x", "f", "exec", dont_inherit=True, optimize=2))
attempt(lambda: compile(source="x", filename="f", mode="exec"))
attempt(lambda: compile(b"x = 1", "f", "exec"))
attempt(lambda: compile(bytearray(b"x = 1"), "f", "exec"))
attempt(lambda: compile("x", b"f", "exec"))
attempt(lambda: compile("", "f", "exec"))
attempt(lambda: compile("a = 1\nb = 2", "f", "single"))
attempt(lambda: compile("x = 1; y = 2", "f", "single"))
attempt(lambda: compile("if x:\n  1\n", "f", "single"))
attempt(lambda: compile("def f(): pass", "f", "single"))
attempt(lambda: exec(1))
attempt(lambda: eval(None))

# Syntax errors name the file given.
for src, mode in [("x = (", "exec"), ("1 +", "eval"), ("x = 1", "eval"), ("def f(:\n pass", "exec")]:
    try:
        compile(src, "myfile.py", mode)
    except SyntaxError as e:
        print("SyntaxError", e.filename, e.lineno, (e.text or "").strip())

c = compile("x = 5\ny = x * 2\n", "prog.py", "exec")
print(type(c), type(c).__name__, repr(c).split(" at ")[0], repr(c).split(",", 1)[1])
print(c.co_filename, c.co_name, c.co_firstlineno, c == c)
g = {}
exec(c, g)
print(g["y"], sorted(k for k in g if not k.startswith("__")))
exec(c)
print(x, y)
exec(c, {}, g)
print(g["x"])
e = compile("x + y", "expr.py", "eval")
print(repr(e).split(",", 1)[1], eval(e), eval(e, {"x": 1, "y": 2}))
print(exec(e), eval(compile("1", "f", "exec")))


def inside():
    a = 3
    return eval(compile("a * 7", "f", "eval"))


print(inside())
for i in range(3):
    print(eval(e, {"x": i, "y": 10}))

# 'single': expression statements at module level show their values.
r = exec(compile("x * 3", "s", "single"))
print(r)
exec(compile("None", "s", "single"))
exec(compile("for i in range(3): i\n", "s", "single"))
exec(compile("'a'", "s", "single"))
print(_)
exec(compile("def f():\n    7\n", "s", "single"))
f()
exec(compile("q = [1, 'b']; q", "s", "single"))

# Tracebacks of code compiled from a string name the file given.
try:
    exec(compile("z = 1\n1/0", "boom.py", "exec"))
except ZeroDivisionError:
    last = traceback.extract_stack()[-1]
    import sys

    tb = sys.exc_info()[2]
    frames = traceback.extract_tb(tb)
    print(frames[-1].filename, frames[-1].lineno, frames[-1].name)
