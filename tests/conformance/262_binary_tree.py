# A binary search tree of node objects: recursive insert, iterative search, recursive
# in-order traversal into a list passed along, height with conditional expressions on
# child nodes (None or an instance), two thousand pseudo-random keys.


class Tree:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None

    def insert(self, key):
        if key < self.key:
            if self.left is None:
                self.left = Tree(key)
            else:
                self.left.insert(key)
        elif key > self.key:
            if self.right is None:
                self.right = Tree(key)
            else:
                self.right.insert(key)

    def contains(self, key):
        node = self
        while node is not None:
            if key == node.key:
                return True
            if key < node.key:
                node = node.left
            else:
                node = node.right
        return False

    def inorder(self, out):
        if self.left:
            self.left.inorder(out)
        out.append(self.key)
        if self.right:
            self.right.inorder(out)
        return out

    def height(self):
        hl = self.left.height() if self.left else 0
        hr = self.right.height() if self.right else 0
        return 1 + max(hl, hr)


root = Tree(500)
seed = 1
for i in range(2000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    root.insert(seed % 1000)
keys = root.inorder([])
print(len(keys), keys[0], keys[-1], sum(keys), root.height())
print(root.contains(500), root.contains(1000), root.contains(keys[100]))
