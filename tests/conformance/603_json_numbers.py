# json numbers: floats as repr writes them and float() reads them, ints of any size,
# the number grammar's edges.
import json

floats = [0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.30000000000000004, 1 / 3, 2 / 3, 1e15, 1e16,
          1.5e16, 1e22, 1e-4, 1e-5, 5e-324, 1.7976931348623157e308, 2.5e-310,
          123.456, -987.654e10, 100.0, 3.14159, 2.0 ** 53, 2.0 ** 64]
print(json.dumps(floats))
print(json.loads(json.dumps(floats)) == floats)

texts = ["0", "-0", "1", "-1", "10", "1.0", "1.50", "-1.5", "1e5", "1E5", "1e+5", "1e-5",
         "1.5e3", "2.5E-3", "0.000001", "1e308", "1e309", "-1e309", "1e-400",
         "123456789.123456789", "0.1e1", "9007199254740993", "9007199254740993.0",
         "12345678901234567890123456789", "-0.0", "0e0", "4.9e-324",
         "1.7976931348623157e308", "2.2250738585072014e-308"]
for t in texts:
    v = json.loads(t)
    print(t, "->", repr(v), type(v).__name__)

# Whole numbers stay ints, with digits to spare.
n = json.loads("1" * 300)
print(n % 1000, len(str(n)), type(n).__name__)
print(json.dumps(-(10 ** 50)))
print(json.dumps([2 ** 64, -(2 ** 64), 2 ** 63 - 1]))

# Where the number grammar stops.
for t in ["01", "1.", "1e", "1e+", ".5", "-", "--1", "+1", "1.5.5", "0x10", "1_000",
          "-.5", "1.e5", "Infinity1", "-NaN", "nan", "inf"]:
    try:
        print(t, "->", repr(json.loads(t)))
    except json.JSONDecodeError as e:
        print(t, "->", e.msg, e.pos)

# bools are not numbers here.
print(json.dumps([True, 1, False, 0]))
print(json.loads("[1.0, 1, true]"))
