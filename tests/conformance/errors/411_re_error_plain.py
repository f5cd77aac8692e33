# expect: 12: re.error: look-behind requires fixed-width pattern
import re

print(issubclass(re.error, Exception))
for p in [r"(?<=ab)c", r"(?<=a|bc)d"]:
    try:
        re.compile(p)
        print(p, "ok")
    except re.error as e:
        print(p, e.pos, e.pattern)
        # A re.error without a position names no place in the pattern.
        raise re.error(e.msg) from None
