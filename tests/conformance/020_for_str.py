# for over a string yields one-character strings.
for c in "abc":
    print(c)
vowels = 0
for ch in "The quick brown fox":
    if ch in "aeiouAEIOU":
        vowels += 1
print("vowels", vowels)
for c in "":
    print("never")
out = []
for c in "hello":
    out.append(c)
print(out)
word = "level"
backwards = ""
for c in word:
    backwards = c + backwards
print(backwards, backwards == word)
for c in "a b":
    print("[" + c + "]", len(c))
