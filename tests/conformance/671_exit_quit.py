# The builtins `exit` and `quit` (as CPython's `site` adds them): they raise
# `SystemExit` with the code given, which a program may catch; `exit()` ends with 0.
for f in (exit, quit):
    for args in [(), (0,), (2,), ("bye",), (None,), ((1, 2),)]:
        try:
            f(*args)
        except SystemExit as e:
            print(type(e).__name__, repr(e.code), e.args, repr(str(e)))
try:
    exit(code=5)
except SystemExit as e:
    print("keyword", e.code)
try:
    quit(code="done")
except SystemExit as e:
    print("keyword", e.code)


def main():
    try:
        exit(7)
    finally:
        print("finally runs")


try:
    main()
except BaseException as e:
    print("caught", type(e).__name__, e.code, isinstance(e, Exception))
print(callable(exit), callable(quit))
print("before exit")
exit()
print("never printed")
