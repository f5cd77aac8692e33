# Object graphs built from small instances: a singly linked list (push, reverse, length by
# walking), a binary search tree (recursive insert, search, in-order traversal, height),
# many nodes created in loops.


class ListNode:
    def __init__(self, value, next_node):
        self.value = value
        self.next = next_node


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, v):
        self.head = ListNode(v, self.head)
        self.size += 1

    def reverse(self):
        prev = None
        node = self.head
        while node is not None:
            nxt = node.next
            node.next = prev
            prev = node
            node = nxt
        self.head = prev

    def to_list(self):
        out = []
        node = self.head
        while node:
            out.append(node.value)
            node = node.next
        return out


ll = LinkedList()
for i in range(10):
    ll.push(i * i)
print(ll.to_list(), ll.size)
ll.reverse()
print(ll.to_list())


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
