# expect: 9: TypeError: outer.<locals>.area() takes 2 positional arguments but 3 were given
# A nested function calls another with one positional argument too many; the traceback
# names every enclosing call and ends at the bad call.
def outer(shapes):
    def area(w, h):
        return w * h

    def measure(dims):
        return area(*dims)

    areas = []
    for d in shapes:
        areas.append(measure(d))
    return areas


print(outer([(2, 3), (4, 5)]))
print(outer([(1, 1), (2, 2, 2)]))
