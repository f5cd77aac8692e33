# expect: 9: re.error: missing ), unterminated subpattern at position 4
import re

print(re.findall(r"\d+", "a1b22"))
try:
    re.compile(r"ab\((c")
except re.error as e:
    # Raised again from the program, so that CPython's traceback holds no re/ frames.
    raise re.error(e.msg, e.pattern, e.pos) from None
