# and/or return one of their operands and short-circuit; not returns a bool.
def t(label):
    print("called", label)
    return True


def f(label):
    print("called", label)
    return False


print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print("" or "default", "x" or "default", [] and "never", [0] and "yes")
print(None or 0, None and 0)
print(not 0, not 1, not "", not "a", not [], not None)
print(f("a") and t("b"))
print(t("c") or f("d"))
print(f("e") or t("f") and f("g"))
print(t("h") and t("i") and f("j") and t("k"))
print(not (t("l") and f("m")))
x = 0
y = x or 10
z = x and 10
print(y, z)
print(1 and 2 or 3, 0 and 2 or 3, 1 or 2 and 3)
