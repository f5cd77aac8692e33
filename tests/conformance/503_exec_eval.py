# exec and eval: module level (live globals), inside functions (locals readable), with
# dicts of globals and locals, in class bodies; globals(), locals(); errors.
x = 10
print(eval("x + 1"), eval("  [i * 2 for i in range(3)]"))
exec("y = x * 3\ndef f(a):\n    return a + y\n")
print(y, f(1))
def g(n):
    k = 5
    print(eval("n + k"))
    exec("z = n * k")
print(g(2))
ns = {"a": 1}
exec("b = a + 1\ndef h():\n    return b * 10\nc = h()", ns)
print(ns["b"], ns["c"], ns["h"]())
print(eval("a * 100", {"a": 3}), eval("a + q", {"a": 3}, {"q": 4}))
class C:
    v = 1
    exec("w = v + 1")
    print(sorted(k for k in locals() if not k.startswith("__")))
print(C.w)
g2 = globals()
print(g2["x"], "f" in g2, type(g2).__name__)
try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError")
try:
    eval("undefined_name")
except NameError as e:
    print(e)
try:
    exec(5)
except TypeError as e:
    print(e)
try:
    eval(5)
except TypeError as e:
    print(e)
try:
    exec("1/0")
except ZeroDivisionError as e:
    print("zde", e)
print(eval("len('abc')"), eval("(lambda q: q * 2)(21)"))
code = "total = 0\nfor i in range(10):\n    total += i\n"
d = {}
exec(code, d)
print(d["total"])
def g3(n):
    k = 5
    return sorted(locals().items())
print(g3(2))
