# List literals, indexing, concatenation, repetition, comparison and len.
empty = []
nums = [3, 1, 4, 1, 5, 9, 2, 6]
mixed = [1, "two", 3.0, [4, 5], (6,), {"seven": 7}, None, True]
print(empty, len(empty))
print(nums, len(nums))
print(mixed)
print(nums[0], nums[-1], nums[3], nums[-8])
print(mixed[3][1], mixed[5]["seven"])
print([1, 2] + [3], [0] * 3, 2 * ["x"], [] * 5)
print([1, 2] + [] + [3, [4]])
print([[]] * 2, [1, 2] * 0)
nested = [[1, 2], [3, [4, [5]]]]
print(nested[1][1][1][0])
print(len([[], [], []]), len([[1, 2, 3]]))
print([1, 2, 3] == [1, 2, 3], [1, 2, 3] != [1, 2])
x = 5
print([x, x + 1, x * 2])
print([-1, -2.5, 1e3])
