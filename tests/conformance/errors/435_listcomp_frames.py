# expect: 7: ZeroDivisionError: integer division or modulo by zero
# A comprehension runs in a frame of its own in CPython (<listcomp>): tracebacks show
# it, one per nesting level, each at the line where the next begins.


def grid(rows):
    return [[10 // v
             for v in row]
            for row in rows]


print(grid([[1, 2], [5]]))
grid([[1, 2], [3, 0]])
