# find, startswith, endswith, count and isdigit.
s = "hello world, hello python"
print(s.find("hello"), s.find("world"), s.find("xyz"), s.find(""), s.find("o"))
print(s.find("hello", 1), s.find("o", 5))
print(s.startswith("hello"), s.startswith("world"), s.startswith(""))
print(s.endswith("python"), s.endswith("hello"), s.endswith(""))
print(s.count("hello"), s.count("o"), s.count("z"), s.count("l"))
print("aaaa".count("aa"), "abc".count(""))
print("123".isdigit(), "12a".isdigit(), "".isdigit(), " 1".isdigit(), "007".isdigit())
print("-5".isdigit(), "1.5".isdigit())
name = "report_2024.txt"
if name.startswith("report") and name.endswith(".txt"):
    print("a report")
digits = 0
for c in name:
    if c.isdigit():
        digits += 1
print(digits)
print("abc".find("c"), "abc".find("abcd"))
