"""textwrap for vm-std: wrapping and filling text, dedent and indent (written for vm-std
after the documented behaviour of CPython 3.11's module). CPython splits text into
chunks with regular expressions; here the same splitting rules (where a hyphenated word
may break, em-dashes, sentence endings, the common margin of dedent) are scanned by hand,
so importing textwrap does not import and compile `re`'s patterns. A subclass may override the methods (`_split`,
`_handle_long_word`, `_wrap_chunks`, ...), but not the class's patterns (`wordsep_re`,
`sentence_end_re`), which are not there."""

__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]

_whitespace = "\t\n\x0b\x0c\r "

# Characters after which a run of hyphens may be an em-dash ("word--word").
_word_punct = "!\"'&.,?"


def _is_word(c):
    # As `\w` of a `str` pattern.
    return c.isalnum() or c == "_"


def _is_letter(c):
    # As `[^\d\W]`: a word character that is no decimal digit.
    return (c.isalnum() or c == "_") and not c.isdecimal()


def _is_word_punct(c):
    return c.isalnum() or c == "_" or c in _word_punct


def _dash_at(text, at):
    """Whether text[at:] is an em-dash: two hyphens or more, then a word character."""
    n = len(text)
    end = at
    while end < n and text[end] == "-":
        end += 1
    return end - at >= 2 and end < n and _is_word(text[end])


def _letter_at(text, i):
    return 0 <= i < len(text) and _is_letter(text[i])


def _split_words(text):
    """The chunks of `text` with hyphenated words broken: runs of whitespace; em-dashes
    ("--" between a word and a word character); words, which end at whitespace, at the
    end, before an em-dash, or after a hyphen between letters ("long-term" gives "long-"
    and "term", but "-b", "a-1" and "x-y" do not break: two letters, or a letter, a
    hyphen and a letter, must come before the hyphen, and a letter, an optional hyphen
    and a letter after it)."""
    chunks = []
    n = len(text)
    at = 0
    while at < n:
        c = text[at]
        if c in _whitespace:
            end = at + 1
            while end < n and text[end] in _whitespace:
                end += 1
        elif at > 0 and _is_word_punct(text[at - 1]) and _dash_at(text, at):
            end = at + 2
            while text[end] == "-":
                end += 1
        else:
            # The shortest word that ends at a permitted point.
            end = at + 1
            while True:
                if end >= n or text[end] in _whitespace:
                    break
                if text[end] == "-":
                    before = (_letter_at(text, end - 2) and _letter_at(text, end - 1)) or (
                        _letter_at(text, end - 3) and text[end - 2] == "-"
                        and _letter_at(text, end - 1))
                    after = _letter_at(text, end + 1) and (
                        _letter_at(text, end + 2)
                        or (end + 2 < n and text[end + 2] == "-" and _letter_at(text, end + 3)))
                    if before and after:
                        end += 1
                        break
                    if _is_word_punct(text[end - 1]) and _dash_at(text, end):
                        break
                end += 1
        chunks.append(text[at:end])
        at = end
    return chunks


def _split_spaces(text):
    """The chunks of `text` split at whitespace only: words and runs of whitespace."""
    chunks = []
    n = len(text)
    at = 0
    while at < n:
        space = text[at] in _whitespace
        end = at + 1
        while end < n and (text[end] in _whitespace) == space:
            end += 1
        chunks.append(text[at:end])
        at = end
    return chunks


def _ends_sentence(chunk):
    """Whether chunk ends a sentence: a lowercase ASCII letter, then `.`, `!` or `?`, then
    an optional closing quote."""
    if chunk and chunk[-1] in "\"'":
        chunk = chunk[:-1]
    return (len(chunk) >= 2 and chunk[-1] in ".!?"
            and "a" <= chunk[-2] <= "z")


class TextWrapper:
    """Wraps and fills text; its attributes are the options of `wrap` and `fill`."""

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(" "))

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=" [...]"):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        """Tabs expanded, then every whitespace character made a space."""
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        """The indivisible chunks of text: words (hyphenated ones broken after their
        hyphens when break_on_hyphens is True) and runs of whitespace."""
        # CPython tests `is True`: any other true value splits at whitespace only.
        if self.break_on_hyphens is True:
            return _split_words(text)
        return _split_spaces(text)

    def _fix_sentence_endings(self, chunks):
        """Two spaces after each sentence end followed by one space."""
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Put what fits of a chunk too long for any line onto the current line
        (breaking after its last hyphen that fits, if it may), or the whole chunk onto
        an empty line when long words may not be broken."""
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind("-", 0, space_left)
                if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        """Lines of at most `width` characters from the chunks (longer ones only for
        words that may not be broken), indents included, whitespace dropped at the
        ends of lines; at most `max_lines` lines, the last ending in the placeholder."""
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            # Whitespace at the start of a line goes, but for the first line's.
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            while chunks:
                size = len(chunks[-1])
                if cur_len + size > width:
                    break
                cur_line.append(chunks.pop())
                cur_len += size
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == "":
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if not cur_line:
                continue
            if (self.max_lines is None or len(lines) + 1 < self.max_lines
                    or (not chunks or self.drop_whitespace and len(chunks) == 1
                        and not chunks[0].strip()) and cur_len <= width):
                lines.append(indent + "".join(cur_line))
                continue
            # The last line allowed, with more to come: end it with the placeholder,
            # dropping chunks until it fits after a word.
            while cur_line:
                if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                    cur_line.append(self.placeholder)
                    lines.append(indent + "".join(cur_line))
                    break
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            else:
                if lines:
                    prev_line = lines[-1].rstrip()
                    if len(prev_line) + len(self.placeholder) <= self.width:
                        lines[-1] = prev_line + self.placeholder
                        break
                lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        """The lines of text wrapped as one paragraph."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """The text wrapped as one paragraph, its lines joined by newlines."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """The lines of text wrapped in `width` columns (see TextWrapper for the options)."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """The text wrapped in `width` columns as one string (see TextWrapper)."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """The text with its whitespace collapsed, cut to fit `width` with a placeholder."""
    wrapper = TextWrapper(width=width, max_lines=1, **kwargs)
    return wrapper.fill(" ".join(text.strip().split()))


def dedent(text):
    """The text without the leading spaces and tabs its lines share; lines of spaces
    and tabs only become empty (tabs and spaces are different characters here)."""
    # CPython's dedent hands the text to a regular expression first, whose errors these are.
    if not isinstance(text, str):
        if isinstance(text, (bytes, bytearray)):
            raise TypeError("cannot use a string pattern on a bytes-like object")
        raise TypeError(f"expected string or bytes-like object, got '{type(text).__name__}'")
    lines = text.split("\n")
    margin = None
    for i, line in enumerate(lines):
        stripped = line.lstrip(" \t")
        if not stripped:
            lines[i] = ""
            continue
        lead = line[:len(line) - len(stripped)]
        if margin is None:
            margin = lead
        elif lead.startswith(margin):
            pass
        elif margin.startswith(lead):
            margin = lead
        else:
            for k, (x, y) in enumerate(zip(margin, lead)):
                if x != y:
                    margin = margin[:k]
                    break
    if margin:
        cut = len(margin)
        lines = [line[cut:] if line else line for line in lines]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    """The text with `prefix` before each line for which predicate(line) is true (by
    default the lines that are not whitespace only)."""
    out = []
    for line in text.splitlines(True):
        if predicate(line) if predicate is not None else line.strip():
            out.append(prefix + line)
        else:
            out.append(line)
    return "".join(out)
