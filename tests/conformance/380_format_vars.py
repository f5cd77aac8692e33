# format(), vars().
print(format(3.14159, ".2f"), format(42, "08b"), format("x", ">5"), format(12345678, ","), format(7), repr(format(1.5)))
class P:
    def __init__(self): self.a = 1; self.b = [2]
print(vars(P()))
try: vars(3)
except TypeError as e: print("TypeError", e)
