# expect: 7: TypeError: Can't instantiate abstract class Integral with abstract methods __abs__, __add__, __and__, __ceil__, __eq__, __floor__, __floordiv__, __int__, __invert__, __le__, __lshift__, __lt__, __mod__, __mul__, __neg__, __or__, __pos__, __pow__, __radd__, __rand__, __rfloordiv__, __rlshift__, __rmod__, __rmul__, __ror__, __round__, __rpow__, __rrshift__, __rshift__, __rtruediv__, __rxor__, __truediv__, __trunc__, __xor__
# The numeric tower's classes are abstract: Integral lists what a subclass must define.
import numbers

print(isinstance(3, numbers.Integral), isinstance(3.0, numbers.Integral))
print(issubclass(bool, numbers.Number))
numbers.Integral()
