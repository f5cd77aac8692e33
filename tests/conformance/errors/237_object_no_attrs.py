# expect: 11: AttributeError: 'object' object has no attribute 'label'
# object() instances have no __dict__: setting an attribute fails.
class Marker:
    pass


m = Marker()
m.label = "ok"
print(m.label)
o = object()
o.label = "no"
