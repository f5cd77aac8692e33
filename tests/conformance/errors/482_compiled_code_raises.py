# expect: 8: ZeroDivisionError: division by zero
# An error raised under code compile() made, run by eval: the traceback passes through
# the code's own file name on the way to the function it called.
code = compile("ratio(total, count)", "averages.py", "eval")


def ratio(a, b):
    return a / b


print(eval(code, {"ratio": ratio, "total": 10, "count": 4}))
eval(code, {"ratio": ratio, "total": 3, "count": 0})
