# expect: 10: ValueError: Circular reference detected
import json

node = {"name": "a", "children": []}
node["children"].append(node)
print(json.dumps({"name": "b", "children": []}))
try:
    json.dumps(node)
except ValueError as e:
    raise ValueError(str(e)) from None
