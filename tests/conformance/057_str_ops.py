# String concatenation, repetition, comparison, membership, length and indexing.
a = "foo"
b = "bar"
print(a + b, a + " " + b, b * 2, 3 * "ab", "x" * 0, "y" * -1)
print(a < b, a == "foo", a != b, "a" < "b" < "c")
print(len(a + b), (a + b)[3], (a + b)[-1])
s = ""
for i in range(5):
    s += str(i)
print(s, len(s))
print("ab" in "cabd", "ba" in "abab", "" in "")
print("Hello"[0] + "World"[0])
quote = 'single "double" inside'
print(quote, len(quote))
print("tab:\t|", "newline escaped:\\n")
print("caf" + "e" * 2)
