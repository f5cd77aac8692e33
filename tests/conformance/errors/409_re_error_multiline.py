# expect: 14: re.error: unbalanced parenthesis at position 13 (line 2, column 9)
import re

pattern = """(?x)
    \\d+ )  # one paren too many
"""
try:
    re.compile(pattern)
except re.error as e:
    print(e.msg, e.pos, e.lineno, e.colno)
    err = e
print(repr(err.pattern[:4]))
# The same error made in the program.
raise re.error(err.msg, err.pattern, err.pos)
