# expect: 8:7
class M:
    def __matmul__(self, other):
        return "product"


print("start")
print(M() @ M())
