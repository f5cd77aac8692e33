"""Shell-like lexing as CPython 3.11's shlex does it, written for vm-std: `split`,
`quote`, `join` and the `shlex` tokenizer class (POSIX and compatibility modes,
comments, quotes and escapes, `whitespace_split`, `punctuation_chars`, pushed-back
tokens and sources, `source` inclusion)."""

import os
import re
import sys
from collections import deque
from io import StringIO

__all__ = ['shlex', 'split', 'quote', 'join']

# the states of the tokenizer besides a quote or escape character (the state is the
# character itself then)
_BETWEEN = ' '   # between tokens
_WORD = 'a'      # in a word
_PUNCT = 'c'     # in a run of punctuation characters


class shlex:
    """A lexical analyzer for simple shell-like syntaxes."""

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = StringIO(instream)
        if instream is not None:
            self.instream = instream
            self.infile = infile
        else:
            self.instream = sys.stdin
            self.infile = None
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = ('abcdfeghijklmnopqrstuvwxyz'
                          'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
        if posix:
            self.wordchars += ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
                               'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = _BETWEEN
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pushback_chars = deque()
            # characters of file names and globs are word characters then
            self.wordchars += '~-./*?='
            self.wordchars = ''.join([c for c in self.wordchars
                                      if c not in punctuation_chars])

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        """Pushes a token for get_token to return next."""
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        """Reads from `newstream` until it ends, then from the current source again."""
        if isinstance(newstream, str):
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        """Closes the current source and goes back to the one before it."""
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = _BETWEEN

    def get_token(self):
        """The next token: a pushed-back one, or one read (`eof` at the end)."""
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    newfile, newstream = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _next_char(self):
        if self._punctuation_chars and self._pushback_chars:
            c = self._pushback_chars.pop()
        else:
            c = self.instream.read(1)
        if c == '\n':
            self.lineno += 1
        return c

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        """Reads one token from the input (no pushback, no source inclusion)."""
        quoted = False
        escaped_from = _BETWEEN   # the state an escape returns to
        posix = self.posix
        while True:
            c = self._next_char()
            state = self.state
            if state is None:
                self.token = ''
                break
            if state == _BETWEEN:
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    if self.token or (posix and quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                elif posix and c in self.escape:
                    escaped_from = _WORD
                    self.state = c
                elif c in self.wordchars:
                    self.token = c
                    self.state = _WORD
                elif c in self._punctuation_chars:
                    self.token = c
                    self.state = _PUNCT
                elif c in self.quotes:
                    if not posix:
                        self.token = c
                    self.state = c
                elif self.whitespace_split:
                    self.token = c
                    self.state = _WORD
                else:
                    # a character of its own is a token
                    self.token = c
                    if self.token or (posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not c:
                    raise ValueError('No closing quotation')
                if c == state:
                    if not posix:
                        self.token += c
                        self.state = _BETWEEN
                        break
                    self.state = _WORD
                elif posix and c in self.escape and state in self.escapedquotes:
                    escaped_from = state
                    self.state = c
                else:
                    self.token += c
            elif state in self.escape:
                if not c:
                    raise ValueError('No escaped character')
                # inside quotes a backslash before anything but the quote or itself
                # stays
                if escaped_from in self.quotes and c != state and c != escaped_from:
                    self.token += state
                self.token += c
                self.state = escaped_from
            elif state == _WORD or state == _PUNCT:
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    self.state = _BETWEEN
                    if self.token or (posix and quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                    if posix:
                        self.state = _BETWEEN
                        if self.token or (posix and quoted):
                            break
                elif state == _PUNCT:
                    if c in self._punctuation_chars:
                        self.token += c
                    else:
                        if c not in self.whitespace:
                            self._pushback_chars.append(c)
                        self.state = _BETWEEN
                        break
                elif posix and c in self.quotes:
                    self.state = c
                elif posix and c in self.escape:
                    escaped_from = _WORD
                    self.state = c
                elif (c in self.wordchars or c in self.quotes
                      or (self.whitespace_split and c not in self._punctuation_chars)):
                    self.token += c
                else:
                    if self._punctuation_chars:
                        self._pushback_chars.append(c)
                    else:
                        self.pushback.appendleft(c)
                    self.state = _BETWEEN
                    if self.token or (posix and quoted):
                        break
        result = self.token
        self.token = ''
        if posix and not quoted and result == '':
            result = None
        return result

    def sourcehook(self, newfile):
        """The (name, stream) of a file a `source` token names."""
        if newfile[0] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not os.path.isabs(newfile):
            newfile = os.path.join(os.path.dirname(self.infile), newfile)
        return newfile, open(newfile, 'r')

    def error_leader(self, infile=None, lineno=None):
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """The words of `s` as a shell splits them."""
    if s is None:
        raise ValueError('s argument must not be None')
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


def join(split_command):
    """The words quoted and joined with spaces: what `split` splits back."""
    return ' '.join([quote(arg) for arg in split_command])


_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII)


def quote(s):
    """`s` as one shell word: single-quoted unless every character is safe."""
    if not s:
        return "''"
    if _unsafe.search(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"
