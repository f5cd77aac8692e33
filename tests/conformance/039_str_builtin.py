# str() of every kind of value.
print(str(42), str(-7), str(0), str(2 ** 70))
print(str(3.5), str(-0.0), str(1e16), str(0.1 + 0.2), str(2.0))
print(str(True), str(False), str(None))
print(str([1, "a"]), str((1,)), str({"k": [1]}), str({1}), str(set()))
print(str("text"), str(""))
print(str(1) + str(2), str(12)[1])
print(len(str(123456)))
n = 255
digits = str(n)
total = 0
for c in digits:
    total += int(c)
print(total)
print(str(float("inf")), str(-float("inf")))
print(str(str(str(5))))
