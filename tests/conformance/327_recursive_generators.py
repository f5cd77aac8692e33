# Recursive generators: tree traversals (pre-, in- and post-order) with yield from,
# permutations and subsets built recursively, a recursive generator with loops around its
# yields, and delegation chains about 200 generators deep.

class Node:
    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right

def inorder(node):
    if node is not None:
        yield from inorder(node.left)
        yield node.value
        yield from inorder(node.right)

def preorder(node):
    if node is None:
        return
    yield node.value
    yield from preorder(node.left)
    yield from preorder(node.right)

def postorder(node):
    if node is None:
        return
    yield from postorder(node.left)
    yield from postorder(node.right)
    yield node.value

def insert(node, value):
    if node is None:
        return Node(value)
    if value < node.value:
        node.left = insert(node.left, value)
    else:
        node.right = insert(node.right, value)
    return node

root = None
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    root = insert(root, v)
print(list(inorder(root)))
print(list(preorder(root)))
print(list(postorder(root)))
print(sum(inorder(root)), max(preorder(root)), min(postorder(root)))

# paths to leaves, with the path passed down
def paths(node, prefix):
    if node is None:
        return
    here = prefix + [node.value]
    if node.left is None and node.right is None:
        yield here
    else:
        yield from paths(node.left, here)
        yield from paths(node.right, here)

for p in paths(root, []):
    print(p)

# a generic tree of nested lists with depth counting
def walk(tree, depth):
    for item in tree:
        if type(item) is list:
            yield ("enter", depth)
            yield from walk(item, depth + 1)
            yield ("leave", depth)
        else:
            yield (item, depth)

print(list(walk([1, [2, [3]], 4], 0)))

# permutations and subsets
def permutations(items):
    if len(items) <= 1:
        yield items[:]
        return
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            yield [items[i]] + p

print(list(permutations([1, 2, 3])))
print(len(list(permutations(list(range(6))))))

def subsets(items):
    if not items:
        yield []
        return
    for s in subsets(items[1:]):
        yield s
        yield [items[0]] + s

print(sorted(subsets([1, 2, 3])))

# the depth of recursion tracked through the return values of yield from
def depth_counter(n):
    if n == 0:
        yield "bottom"
        return 0
    d = yield from depth_counter(n - 1)
    return d + 1

g = depth_counter(200)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("depth", e.value)

# a delegation chain 200 deep yielding at every level on the way down and up
def chain(n):
    yield "down %d" % n
    if n > 0:
        yield from chain(n - 1)
    yield "up %d" % n

out = list(chain(200))
print(len(out), out[:3], out[199:203], out[-2:])

# a chain of 200 generators stacked with plain for loops (not yield from)
def stacked(n):
    if n == 0:
        yield 1
        yield 2
        return
    for v in stacked(n - 1):
        yield v + 1

print(list(stacked(200)))

# send through a 150-deep yield from chain
def echo_deep(n):
    if n == 0:
        x = yield "ready"
        while x is not None:
            x = yield x * 2
        return "bottom done"
    r = yield from echo_deep(n - 1)
    return r

g = echo_deep(150)
print(next(g), g.send(5), g.send(21))
try:
    g.send(None)
except StopIteration as e:
    print(e.value)

# the Fibonacci word / Hanoi moves generated recursively
def hanoi(n, a, b, c):
    if n == 0:
        return
    yield from hanoi(n - 1, a, c, b)
    yield a + c
    yield from hanoi(n - 1, b, a, c)

moves = list(hanoi(4, "A", "B", "C"))
print(len(moves), " ".join(moves[:8]))

# unbounded recursion through generators ends in RecursionError, caught by the consumer
def forever():
    yield from forever()

try:
    next(forever())
except RecursionError:
    print("RecursionError through yield from")

def forever_for(n):
    for x in forever_for(n + 1):
        yield x
    yield n

try:
    list(forever_for(0))
except RecursionError:
    print("RecursionError through for loops")
print(list(chain(2)))
