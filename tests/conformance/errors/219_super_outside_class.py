# expect: 4: RuntimeError: super(): __class__ cell not found
# Zero-argument super() in a function that is not defined in a class.
def helper(self):
    return super().helper()


class C:
    pass


print("start")
helper(C())
