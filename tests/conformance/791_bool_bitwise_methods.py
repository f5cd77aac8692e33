# bool's own __and__/__or__/__xor__ (and reflections) make a bool of two bools and an
# int otherwise; int's, given bools, make ints. bool.__repr__ is bool's, int.__repr__
# of a bool its int.
print(bool.__and__(True, False), bool.__or__(False, True), bool.__xor__(True, True))
print(bool.__rand__(True, True), bool.__ror__(False, False), bool.__rxor__(True, False))
print(int.__and__(True, False), int.__or__(False, True), int.__xor__(True, True))
print(int.__rand__(True, True), int.__ror__(False, False), int.__rxor__(True, False))
print((True).__and__(False), (True).__or__(False), (False).__xor__(True))
print((True).__rand__(False), (True).__ror__(False), (True).__rxor__(True))
print(True.__and__(3), True.__or__(2), True.__xor__(1), bool.__and__(True, 7), bool.__rxor__(False, 6))
print(int.__and__(6, True), int.__or__(4, False), (5).__and__(True), (5).__rand__(True))
print(type(bool.__and__(True, False)).__name__, type(int.__and__(True, False)).__name__)
print(bool.__and__, bool.__ror__, int.__and__, bool.__add__)
print(True.__and__.__name__, True.__and__.__qualname__, int.__xor__.__qualname__, bool.__xor__.__qualname__)
print(bool.__repr__(True), int.__repr__(True), int.__repr__(False), True.__repr__(), repr(False), str(True))
print(bool.__add__(True, True), True.__add__(True), True.__neg__(), int.__neg__(True), True.__invert__())
print(bool.__and__(True, 1.5), True.__and__(1.5), bool.__or__(False, "x"))

class IF(int):
    pass

print(True.__and__(IF(3)), type(True.__and__(IF(3))).__name__, bool.__or__(True, IF(4)))
for bad in [(1, True), (IF(1), True), (1.0, False)]:
    try:
        bool.__and__(*bad)
    except TypeError as e:
        print("TypeError:", e)
print(True & False, True | False, True ^ True, True & 3, 2 | False)
