# Slice stores repeated in a loop (the specialized store): the right side a fresh list
# (whose items move over), a list held in a variable or another list (copied: it keeps
# its items), the target itself, or a tuple; with heap items whose references must stay
# right when the old items are freed.
def run():
    perm = list(range(8))
    held = ["h%d" % i for i in range(8)]
    box = [held]
    for k in range(8):
        perm[:k + 1] = perm[k::-1]
        perm[k:] = held[k:]
        perm[1:3] = box[0][2:4]
        print(perm, held)
    for k in range(4):
        perm[:] = perm
        perm[::-1] = perm
        perm[1:] = perm[:-1]
        print(perm)
    a = [[i] for i in range(6)]
    for k in range(6):
        b = a
        a[:k] = b[k::-1]
        a[k:] = (["t"],) * (6 - k)
        print(a, a is b)
    x = list(range(6))
    for k in range(3):
        y = x[::-1]
        x[::2] = y[::2]
        x[1::2] = [y[1], y[3], y[5]]
        print(x, y)
        try:
            x[::2] = y
        except ValueError as e:
            print(e)
    indices = list(range(5))
    for i in reversed(range(5)):
        indices[i:] = indices[i + 1:] + indices[i:i + 1]
        print(indices)

run()
