# re.split: captured groups kept, maxsplit, empty matches.
import re

print(re.split(r"\W+", "Words, words, words."))
print(re.split(r"(\W+)", "Words, words, words."))
print(re.split(r"\W+", "Words, words, words.", 1))
print(re.split(r"\W+", "Words, words, words.", maxsplit=2))
print(re.split("[a-f]+", "0a3B9", flags=re.IGNORECASE))
print(re.split(r"(\W+)", "...words, words..."))
print(re.split(r"\b", "Words, words, words."))
print(re.split(r"\W*", "...words..."))
print(re.split(r"(\W*)", "...words..."))
print(re.split("x*", "axbc"), re.split("", "abc"))
print(re.split("(a)|(b)", "1a2b3"), re.split("(?:,)", "a,b"))
print(re.split(",", "a,b,c", -1), re.split(",", ""), re.split("x", "abc"))
print(re.compile(r"\s*;\s*").split("a ; b;c  ;d"))
print(re.split(r"(?m)^", "l1\nl2\nl3"))
print(re.split(r"(?<=,)", "a,b,c"))
