# shlex: split (POSIX and not, comments), quote, join, the shlex tokenizer class
import shlex

cases = [
    "a b  c",
    "echo 'single quoted' \"double quoted\"",
    'say "a \\"quoted\\" word" and\\ escaped',
    "'it'\"'\"'s' mixed'quotes'",
    "cmd --opt=value -x # a comment",
    '"\\$HOME \\\\ \\n" \'\\n\'',
    "   leading and trailing   ",
    "",
    "a\tb\nc",
    "ünïcode wörds ß",
    "x=1 y='2 3' z=\"4\"",
    'empty "" \'\' args',
]
for s in cases:
    print(repr(s), shlex.split(s))
print(shlex.split("cmd # comment here", comments=True))
print(shlex.split("a 'b c' \"d e\"", posix=False))
for bad in ["unclosed 'quote", 'trailing \\', 'open "double']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print("ValueError:", e)

for s in ["", "simple", "with space", "it's", "a$b", "safe-chars_./:=@%+,", "tab\there", "ü"]:
    print(repr(s), shlex.quote(s))
words = ["ls", "-l", "my file.txt", "it's", ""]
print(shlex.join(words), shlex.split(shlex.join(words)) == words)

lex = shlex.shlex("a = b + 'c d'; e(f)")
print(list(lex))
lex = shlex.shlex("a = b + 'c d'; e(f)", posix=True)
print(list(lex))
lex = shlex.shlex("ls -l | grep foo && echo (done) > out.txt", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("one two three")
print(lex.get_token(), lex.get_token())
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), repr(lex.get_token()), lex.lineno)
lex = shlex.shlex("first\nsecond # note\nthird", posix=True)
toks = []
for t in lex:
    toks.append((t, lex.lineno))
print(toks)
lex = shlex.shlex("x y", posix=True)
lex.whitespace_split = True
lex.push_source("inner source")
print(list(lex), lex.error_leader("f.txt", 3))
