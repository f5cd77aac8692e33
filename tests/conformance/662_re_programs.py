# re in small programs: a tokenizer, log lines, a template engine, word counts.
import re

TOKEN = re.compile(r"""
    (?P<num>\d+(?:\.\d+)?)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<op>[-+*/()=])
  | (?P<ws>\s+)
  | (?P<bad>.)
""", re.VERBOSE)

def tokens(src):
    for m in TOKEN.finditer(src):
        kind = m.lastgroup
        if kind != "ws":
            yield kind, m.group()

print(list(tokens("x = 3.5 * (y + 42) $")))

LOG = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<level>[A-Z]+)\s+\[(?P<mod>[\w.]+)\] (?P<msg>.*)$", re.M)
log = """2024-01-02 INFO  [app.main] started
2024-01-02 WARN  [app.db] slow query: 1200ms
garbage line
2024-01-03 ERROR [app.db] connection lost
"""
for m in LOG.finditer(log):
    print(m["date"], m["level"], m["mod"], repr(m["msg"]))
print(sorted(set(m.group("level") for m in LOG.finditer(log))))
print(re.findall(r"(\d+)ms", log), len(LOG.findall(log)))

def render(template, values):
    return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(values.get(m.group(1), "?")), template)

print(render("Hello {{ name }}, you have {{count}} new {{ what }}.", {"name": "Ann", "count": 3}))

text = "The quick brown fox. The lazy dog! Is the fox quick?"
counts = {}
for w in re.findall(r"[a-z']+", text.lower()):
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
print(re.split(r"(?<=[.!?])\s+", text))
print(re.sub(r"([a-z])([A-Z])", r"\1_\2", "camelCaseName").lower())
print(re.sub(r"\s+", " ", "  many   spaces\there ").strip())
email = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
print([bool(email.match(e)) for e in ["a@b.co", "bad@", "x.y+z@sub.domain.org", "@no.pe"]])
print(re.match(r"(\d+)\.(\d+)\.(\d+)", "3.11.7").groups(), tuple(map(int, re.findall(r"\d+", "v3.11.7"))))
date = re.compile(r"(?P<d>\d\d)/(?P<m>\d\d)/(?P<y>\d{4})")
print(date.sub(r"\g<y>-\g<m>-\g<d>", "born 05/11/1990, moved 01/02/2003"))
print(re.findall(r"\b(\w+)\s+\1\b", "this is is a test test case"))
csv_line = 'a,"b,c",d,"e ""q"""'
print([m.group(1) or m.group(2) for m in re.finditer(r'(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))', csv_line)])
