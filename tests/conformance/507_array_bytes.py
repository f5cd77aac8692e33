# array's machine representation: tobytes and frombytes (the bytes of little-endian
# x86-64 machines, as CPython's on them), round trips, errors.
from array import array

for code, items in [("b", [-1, 2, 127]), ("B", [0, 255]), ("h", [-2, 300]), ("H", [65535]),
                    ("i", [-5, 1 << 20]), ("I", [7]), ("l", [-(1 << 40)]), ("q", [3]),
                    ("Q", [1 << 63]), ("f", [1.5, -0.25]), ("d", [3.141592653589793])]:
    a = array(code, items)
    raw = a.tobytes()
    b = array(code)
    b.frombytes(raw)
    print(code, raw, len(raw) == len(a) * a.itemsize, b == a, b.tolist())
c = array("h", [1])
c.frombytes(bytearray(b"\x02\x00\x03\x00"))
print(c)
try:
    c.frombytes(b"\x01")
except ValueError as e:
    print("ValueError", e)
try:
    c.frombytes("ab")
except TypeError as e:
    print("TypeError", e)
print(array("d").tobytes(), type(array("B", [1]).tobytes()).__name__)
