# expect: 13: TypeError: Object of type Thing is not JSON serializable
import json


class Thing:
    pass


print(json.dumps({"ok": [1, 2.5, None]}))
try:
    json.dumps({"thing": Thing()})
except TypeError as e:
    raise TypeError(str(e)) from None
