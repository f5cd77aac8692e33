# expect: 10: IndexError: no such group
import re

m = re.match(r"(?P<first>\w+) (\w+)", "Jane Doe")
print(m.group(1), m.group("first"), m[2])
try:
    m.group(3)
except IndexError as e:
    print("caught:", e)
    raise IndexError(str(e)) from None
