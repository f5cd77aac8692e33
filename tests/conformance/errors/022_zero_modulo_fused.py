# expect: 5: ZeroDivisionError: integer modulo by zero
# `a % 0` on a local and a constant: one instruction names both, and its generic form
# raises.
def f(a):
    return a % 0


print(f(7))
