# A singly linked list of small node objects: push, in-place reversal by relinking,
# walking with `while node is not None` and `while node` (instances are truthy), many
# lists built in a loop.


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


total = 0
for k in range(300):
    lst = LinkedList()
    for i in range(k % 17):
        lst.push(i)
    lst.reverse()
    items = lst.to_list()
    if items:
        total += items[-1] * lst.size
print(total)
