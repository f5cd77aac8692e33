# expect: 4: ValueError: compile() mode must be 'exec', 'eval' or 'single'
# compile() with a mode it does not know: CPython's ValueError, uncaught.
def build(src, mode):
    return compile(src, "<generated>", mode)


print(type(build("1 + 1", "eval")).__name__)
build("x = 1", "statements")
