# in / not in on lists, tuples, strings (substrings), dicts (keys) and sets.
nums = [1, 2, 3, 2.5]
print(2 in nums, 4 in nums, 4 not in nums, 2.5 in nums, 3.0 in nums)
print("a" in ("a", "b"), "c" in ("a", "b"), () not in ((),))
print("ell" in "hello", "" in "hello", "hex" in "hello", "h" not in "hello")
d = {"one": 1, "two": 2, 3: "three"}
print("one" in d, 1 in d, 3 in d, "three" in d, "two" not in d)
s = {1, 2, 3}
print(1 in s, 5 in s, 5 not in s, 1.0 in s)
print([1, 2] in [[1, 2], [3]], [2] in [[1, 2]])
print(None in [None], None in [])
print(1 in [True], 0 in [False])
nested = {"k": [1, 2]}
print(2 in nested["k"], "k" in nested)
word = "mississippi"
count = 0
for c in "aeiou":
    if c in word:
        count += 1
print(count)
