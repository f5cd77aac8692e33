# expect: 9: ZeroDivisionError: division by zero
# An exception raised inside a generator that a for loop drives, caught nowhere: the
# traceback goes from the for statement into the generator's frame.
def ratios(pairs):
    for a, b in pairs:
        if b < 0:
            yield "negative"
            continue
        yield a / b


for r in ratios([(1, 2), (3, -1), (4, 0), (5, 5)]):
    print(r)
