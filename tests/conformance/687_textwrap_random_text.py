# textwrap on seeded random text over an alphabet of the characters its chunking rules
# test (letters, digits, hyphens, punctuation, whitespace): every option combination.
import random
import textwrap

rng = random.Random(2026)
alphabet = "aaabcxyz--- .,!?'\"_1\t\n"
checks = 0
digest = 0
for trial in range(300):
    text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 60)))
    width = rng.randrange(1, 25)
    hyphens = rng.random() < 0.7
    kwargs = {
        "break_on_hyphens": hyphens,
        "break_long_words": rng.random() < 0.7,
        "drop_whitespace": rng.random() < 0.7,
        "fix_sentence_endings": rng.random() < 0.3,
        "expand_tabs": rng.random() < 0.8,
    }
    if rng.random() < 0.3:
        kwargs["max_lines"] = rng.randrange(1, 4)
        kwargs["placeholder"] = rng.choice([" [...]", "...", "~"])
    try:
        lines = textwrap.wrap(text, width, **kwargs)
    except ValueError as e:
        lines = ["ValueError: " + str(e)]
    if trial % 20 == 0:
        print(repr(text), width, kwargs, lines)
    for line in lines:
        for ch in line:
            digest = (digest * 31 + ord(ch)) % 1000000007
        digest = (digest * 7 + len(line)) % 1000000007
    checks += 1
print(checks, digest)
