# expect: 2: ValueError: x
def outer():
    a = 1
    def inner():
        return eval("a")
    return inner
try:
    print(outer()())
except NameError as e:
    print("NameError", e)
def tb():
    exec("def boom():\n    raise ValueError('x')\nboom()")
tb()
