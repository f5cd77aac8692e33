# append, pop, insert, index, count, sort, reverse, extend and remove.
lst = [5, 3, 8]
lst.append(1)
print(lst)
print(lst.pop(), lst)
print(lst.pop(0), lst)
print(lst.pop(-1), lst)
lst.insert(0, 10)
lst.insert(1, 20)
lst.insert(100, 99)
lst.insert(-1, 42)
lst.insert(-100, 0)
print(lst)
print(lst.index(20), lst.index(99))
nums = [1, 2, 1, 3, 1]
print(nums.count(1), nums.count(7), nums.count(2))
nums.sort()
print(nums)
nums.reverse()
print(nums)
words = ["pear", "apple", "fig", "banana"]
words.sort()
print(words)
mixed = [3, 1.5, -2, 2.25, 0]
mixed.sort()
print(mixed)
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
pairs.sort()
print(pairs)
a = [1, 2]
a.extend([3, 4])
a.extend((5,))
a.extend("xy")
a.extend(range(2))
print(a)
a.remove("x")
a.remove(1)
print(a)
print(a.append(7), a.reverse() is None, a)
e = []
e.sort()
e.reverse()
print(e)
