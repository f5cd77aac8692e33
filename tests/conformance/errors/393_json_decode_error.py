# expect: 9: json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)
import json

print(json.loads("[1, 2]"))
try:
    json.loads("")
except json.JSONDecodeError as e:
    # Raised again from the program, so that CPython's traceback holds no json/ frames.
    raise json.JSONDecodeError(e.msg, e.doc, e.pos) from None
