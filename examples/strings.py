N = 20000  # size; tests/python.rs lowers it to 60
# String-heavy work: building sentences, split/join, find/count/replace, case mapping,
# a Caesar cipher, reversal and run-length encoding done character by character (no
# slices), and parsing numbers out of text.

WORDS = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "and", "runs",
         "far", "away", "from", "home", "with", "its", "old", "friend", "cat", "noon"]
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

seed = 42


def next_random():
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed // 65536


def make_sentence():
    n = 4 + next_random() % 8
    parts = []
    for i in range(n):
        parts.append(WORDS[next_random() % len(WORDS)])
    return " ".join(parts)


def caesar(text, shift):
    out = []
    for c in text:
        k = LOWER.find(c)
        if k >= 0:
            out.append(LOWER[(k + shift) % 26])
        else:
            out.append(c)
    return "".join(out)


def reverse(s):
    out = ""
    i = len(s) - 1
    while i >= 0:
        out += s[i]
        i -= 1
    return out


def is_palindrome(s):
    i = 0
    j = len(s) - 1
    while i < j:
        if s[i] != s[j]:
            return False
        i += 1
        j -= 1
    return True


def capitalize(word):
    k = LOWER.find(word[0])
    if k < 0:
        return word
    out = UPPER[k]
    for i in range(1, len(word)):
        out += word[i]
    return out


def title_case(line):
    parts = []
    for w in line.split(" "):
        parts.append(capitalize(w))
    return " ".join(parts)


def run_length(s):
    if len(s) == 0:
        return ""
    parts = []
    current = s[0]
    count = 1
    for i in range(1, len(s)):
        c = s[i]
        if c == current:
            count += 1
        else:
            parts.append(str(count) + current)
            current = c
            count = 1
    parts.append(str(count) + current)
    return "".join(parts)


lines = []
for i in range(N):
    lines.append(make_sentence())
text = "\n".join(lines)
print("chars", len(text), "lines", len(text.split("\n")), "words", len(text.split()))
print("first:", lines[0])
print("title:", title_case(lines[0]))
print("reversed:", reverse(lines[0]))
print("counts", text.count("the"), text.count("fox"), text.count("o"), text.count("noon"))
print("find", text.find("lazy cat"), text.find("cat noon"), text.find("zebra"))

upper = text.upper()
print("upper", upper.count("DOG"), upper.lower() == text, upper.isdigit())
replaced = text.replace("fox", "wolf").replace("dog", "hound").replace("\n", " / ")
print("replaced", len(replaced), replaced.count("wolf"), replaced.count(" / "))

secret = caesar(text, 13)
print("caesar", secret.find("gur"), caesar(secret, 13) == text, caesar(lines[1], 13))

starts = 0
ends = 0
palindromes = 0
longest = ""
checksum = 0
for line in lines:
    if line.startswith("the "):
        starts += 1
    if line.endswith(" home"):
        ends += 1
    for w in line.split(" "):
        if len(w) > 2 and is_palindrome(w):
            palindromes += 1
    padded = "  " + title_case(line) + "\t "
    stripped = padded.strip()
    if len(stripped) > len(longest):
        longest = stripped
    backwards = reverse(line)
    checksum = (checksum * 31 + len(backwards) + backwards.find("eht")) % 1000000007
print("starts", starts, "ends", ends, "palindromes", palindromes)
print("longest:", longest)
print("checksum", checksum)

encoded = run_length("aaabccddddeffffffg" + reverse(lines[2]) + "zzz")
print("rle", encoded)
rle_total = 0
for line in lines:
    rle_total += len(run_length(line))
print("rle total", rle_total)

# Parse "key=value" records back out of a generated text.
records = []
for i in range(N):
    records.append("item" + str(i) + "=" + str(i * i % 9973))
blob = ";".join(records)
total = 0
digits = 0
for record in blob.split(";"):
    pair = record.split("=")
    if pair[1].isdigit():
        total += int(pair[1])
    for c in pair[0]:
        if c.isdigit():
            digits += 1
print("records", len(records), "total", total, "digits", digits)
