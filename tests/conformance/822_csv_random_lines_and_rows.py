# csv against CPython on random input: 3000 lines of quotes, delimiters, escapes, spaces
# and line ends under nine dialects (the split fast paths and the character loop),
# then 1000 random rows written under eight dialects and read back.
import csv, random
random.seed(7)
alphabet = ['a', 'b', ',', '"', ' ', '1', '.', '\\', ';']
dialects = [{}, {"skipinitialspace": True}, {"quoting": csv.QUOTE_NONNUMERIC},
            {"doublequote": False, "escapechar": "\\"}, {"escapechar": "\\"},
            {"delimiter": ";"}, {"quoting": csv.QUOTE_NONE}, {"strict": True},
            {"delimiter": " ", "skipinitialspace": True}]
for trial in range(3000):
    n = random.randint(0, 12)
    line = "".join(random.choice(alphabet) for _ in range(n))
    ends = random.choice(["", "\n", "\r\n"])
    lines = [line + ends]
    if random.random() < 0.2:
        lines.append("".join(random.choice(alphabet) for _ in range(5)) + "\n")
    kw = random.choice(dialects)
    try:
        out = list(csv.reader(lines, **kw))
    except (csv.Error, ValueError) as e:
        out = type(e).__name__ + ": " + str(e)
    print(repr(lines), kw, out)
import io
wdialects = [{}, {"quoting": csv.QUOTE_ALL}, {"quoting": csv.QUOTE_NONNUMERIC},
             {"quoting": csv.QUOTE_NONE, "escapechar": "\\"},
             {"doublequote": False, "escapechar": "\\"}, {"lineterminator": "\n"},
             {"quoting": csv.QUOTE_NONE}, {"delimiter": ";", "quotechar": "'"}]
for trial in range(1000):
    row = []
    for k in range(random.randint(0, 4)):
        kind = random.random()
        if kind < 0.15:
            row.append(random.randint(-5, 5))
        elif kind < 0.2:
            row.append(None)
        elif kind < 0.25:
            row.append(random.random() * 10)
        else:
            row.append("".join(random.choice(alphabet + ["\n", "\r", "'"]) for _ in range(random.randint(0, 6))))
    kw = random.choice(wdialects)
    f = io.StringIO()
    try:
        csv.writer(f, **kw).writerow(row)
        out = f.getvalue()
        back = list(csv.reader(out.splitlines(keepends=True), **kw))
    except (csv.Error, ValueError) as e:
        out, back = type(e).__name__ + ": " + str(e), None
    print(repr(row), kw, repr(out), back)
