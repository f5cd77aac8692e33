# expect: 4: AttributeError: module 'errmods.plain' has no attribute 'delta'
import errmods.plain

print(errmods.plain.delta)
