# textwrap: dedent (common margin of spaces and tabs, blank lines emptied), indent (with
# and without a predicate), shorten.
import textwrap

cases = [
    "    hello\n      world\n    !",
    "\thello\n\t  there\n",
    "  a\n\tb\n",
    "    x\n  \n    y\n",
    "  \t x\n  \t y\n  \tz",
    "no margin\n  here",
    "\n\n   a\n   b\n\n",
    "   only\n",
    "     \n\t\n",
    "",
    "  trailing spaces   \n  kept  ",
    "  a\r\n  b\r\n",
    "  a\n \t b\n",
    "\t\ta\n\t b",
]
for text in cases:
    print(repr(textwrap.dedent(text)))


def doc():
    """
    A docstring, indented
      with a nested line.

    And a paragraph.
    """


print(textwrap.dedent(doc.__doc__))
print(repr(textwrap.indent("a\nb\n\nc", "> ")))
print(repr(textwrap.indent("  a\n \n\tb\r\nc\n", "+ ")))
print(repr(textwrap.indent("a\nb\n\n", "# ", lambda line: True)))
print(repr(textwrap.indent("one\ntwo\nthree\n", "  ", predicate=lambda line: "t" in line)))
print(repr(textwrap.indent("", ">")), repr(textwrap.indent("x", "")))
print(textwrap.indent(textwrap.fill("indent a filled paragraph of several words", 20), "    "))
for width in [5, 11, 12, 15, 40]:
    print(repr(textwrap.shorten("Hello  world!  How are   you?", width)))
print(repr(textwrap.shorten("Hello world!", width=12)), repr(textwrap.shorten("Hello world!", width=11)),
      repr(textwrap.shorten("Hello world!", width=10, placeholder="...")),
      repr(textwrap.shorten("  spaces\t\teverywhere \n ", 30)),
      repr(textwrap.shorten("Supercalifragilistic", 10)),
      repr(textwrap.shorten("The quick brown fox", 12, break_long_words=False)))
try:
    textwrap.shorten("Hello world", 3)
except ValueError as e:
    print("ValueError:", e)
print(textwrap.__all__ if hasattr(textwrap, "__all__") else None)
print(textwrap.TextWrapper, textwrap.TextWrapper.__module__, textwrap.TextWrapper().width)
for bad in [None, 5, b"  x"]:
    try:
        textwrap.dedent(bad)
    except TypeError as e:
        print("TypeError:", e)
