# expect: 10: RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string
import json

print(json.loads("[" * 100 + "]" * 100) is not None)
text = "[" * 100000
try:
    json.loads(text)
except RecursionError as e:
    print("caught:", e)
    raise RecursionError(str(e)) from None
