# expect: 10: ValueError: Out of range float values are not JSON compliant
import json

readings = [1.5, float("nan"), 2.0]
print(json.dumps(readings))
try:
    json.dumps(readings, allow_nan=False)
except ValueError as e:
    print("caught:", e)
    raise ValueError(str(e)) from None
