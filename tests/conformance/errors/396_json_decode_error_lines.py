# expect: 14: json.decoder.JSONDecodeError: Expecting ',' delimiter: line 4 column 3 (char 13)
import json

text = '{\n  "a": 1,\n  "b" 2\n}'
try:
    json.loads(text)
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.lineno, e.colno)
text = "[\n  1,\n  2\n  3\n]"
try:
    json.loads(text)
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.lineno, e.colno)
    raise json.JSONDecodeError(e.msg, e.doc, e.pos) from None
