# textwrap: wrap and fill with CPython's chunking (hyphens, em-dashes, whitespace) and
# every TextWrapper option.
import textwrap
from textwrap import TextWrapper

text = ("The quick brown fox jumps over the lazy dog. It was a well-known, long-standing "
        "tradition -- some would say a self-evident one -- that foxes jump.  Dogs, by "
        "contrast, sleep.\tTabs\tand\nnewlines are whitespace too.")
for width in [1, 5, 10, 12, 20, 33, 50, 70, 200]:
    print(width, textwrap.wrap(text, width))
print(textwrap.fill(text, 30))
print(textwrap.fill(text, 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap(text, 30, break_on_hyphens=False))
print(textwrap.wrap(text, 30, fix_sentence_endings=True))
print(textwrap.wrap("Hello there.  How are you? I'm fine!\nYou said \"yes.\" Then 'no.' Then E.T. went home.",
                    20, fix_sentence_endings=True))
print(textwrap.wrap(text, 30, drop_whitespace=False))
print(textwrap.wrap(text, 30, replace_whitespace=False))
print(textwrap.wrap("a\tb\tc\td", 40, expand_tabs=False), textwrap.wrap("a\tbb\tc", 40, tabsize=4),
      textwrap.wrap("a\tbb\tc", 40, tabsize=0), textwrap.wrap("x\ty", 40, expand_tabs=False, replace_whitespace=False))
long = "Supercalifragilisticexpialidocious and antidisestablishmentarianism-ism-ism words"
for width in [6, 10, 15]:
    print(textwrap.wrap(long, width), textwrap.wrap(long, width, break_long_words=False))
print(textwrap.wrap(long, 10, break_long_words=False, break_on_hyphens=False))
print(textwrap.wrap("aaaa-bbbb-cccc-dddd-eeee", 7), textwrap.wrap("----------", 4),
      textwrap.wrap("a-b-c-d-e-f-g", 3), textwrap.wrap("--a-b--c---d", 3))
samples = ["Look, goof-ball -- use the -b option!", "well-known x-ray T-shirt e-mail co-op",
           "mother-in-law's re-entry 2-3 x--y a--1 and--so a---b", "--option --long-name -x",
           "nested-hyphen-words-here and a-b-c-d", "123-456 abc-123 a1-b2 ab-cd-ef",
           "em--dash  word--word!  ok--", "unicode naïve-café über-cool", "x _a-bc_ d_-ef",
           "so,--now it.--ends 'quote'--there", "  leading and trailing  ", "", "   ",
           "one\u00a0non-breaking space", "a -- b", "I'm self--aware--really"]
for s in samples:
    print(repr(s), textwrap.wrap(s, 6), textwrap.wrap(s, 12), textwrap.wrap(s, 1000))
w = TextWrapper(width=20, max_lines=2)
print(w.wrap(text), w.fill("short text"))
for width, lines, ph in [(20, 1, " [...]"), (20, 3, "..."), (12, 2, " (more)"), (10, 1, "~"),
                         (30, 4, " [...]"), (8, 2, "...")]:
    print(textwrap.wrap(text, width, max_lines=lines, placeholder=ph))
print(textwrap.wrap("Hello world, how goes it", 11, max_lines=2, placeholder="..."),
      textwrap.wrap("aaaaaaaaaaaaaaaaaaaa bbbb", 10, max_lines=1, placeholder=" ..."),
      textwrap.wrap("aa bb cc", 5, max_lines=2, drop_whitespace=False),
      textwrap.wrap("aa bb cc dd ee", 5, max_lines=2, initial_indent="> "))
for kwargs in [{"width": 0}, {"width": -1}, {"width": 5, "max_lines": 1, "placeholder": " [.......]"},
               {"width": 6, "max_lines": 2, "subsequent_indent": "    ", "placeholder": "..."}]:
    try:
        textwrap.wrap(text, **kwargs)
    except ValueError as e:
        print("ValueError:", e)
print(textwrap.wrap("", 10), textwrap.fill("", 10) == "", textwrap.wrap("x", 1))
w = TextWrapper()
print(w.width, w.initial_indent == "", w.expand_tabs, w.replace_whitespace, w.fix_sentence_endings,
      w.break_long_words, w.drop_whitespace, w.break_on_hyphens, w.tabsize, w.max_lines, w.placeholder)
w.width = 15
w.subsequent_indent = "... "
print(w.fill(text[:80]))


class Shouting(TextWrapper):
    def _split(self, text):
        return [chunk.upper() for chunk in super()._split(text)]


print(Shouting(width=16).wrap("make some noise-makers for the well-to-do"))
print(TextWrapper(width=12, break_on_hyphens=1).wrap("well-known things"))
