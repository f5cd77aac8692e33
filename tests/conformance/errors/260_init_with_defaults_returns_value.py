# expect: 14: TypeError: __init__() should return None, not 'int'
# An __init__ with a default, called without it, runs through the class's constructor
# shim once the site has specialized (CALL_ALLOC_AND_ENTER_INIT enters an __init__ that
# takes exactly the arguments directly): the shim still checks what it returned.
class Box:
    def __init__(self, size, scale=1):
        self.size = size * scale
        if size == 25:
            return size


total = 0
for i in range(30):
    total += Box(i).size
print(total)
