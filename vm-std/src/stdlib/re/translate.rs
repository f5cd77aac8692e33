//! Python's regular-expression syntax read and written out in fancy-regex's.
//!
//! The engine's syntax differs from Python's in many small ways (`$` before a final
//! newline, `\Z`, `{,n}`, a `{` that is no repeat, which escapes exist, what `\s` and `\w`
//! hold, group names, inline flags that change how the rest parses), so the pattern is not
//! passed through: it is read here as CPython's parser reads it, with its checks and its
//! error messages (`missing ), unterminated subpattern at position 0`), and every
//! construct is written out in a form whose meaning does not depend on the engine's
//! defaults. The reading is one loop over the pattern with a stack of open groups, never
//! a recursion, so no pattern can exhaust the native stack.

/// `re.IGNORECASE`.
pub const IGNORECASE: u32 = 2;
/// `re.LOCALE` (bytes patterns only).
pub const LOCALE: u32 = 4;
/// `re.MULTILINE`.
pub const MULTILINE: u32 = 8;
/// `re.DOTALL`.
pub const DOTALL: u32 = 16;
/// `re.UNICODE` (the default of str patterns).
pub const UNICODE: u32 = 32;
/// `re.VERBOSE`.
pub const VERBOSE: u32 = 64;
/// `re.ASCII`.
pub const ASCII: u32 = 256;

/// The largest repeat count CPython takes (`MAXREPEAT - 1`).
const MAX_REPEAT: u64 = u32::MAX as u64 - 1;

/// A pattern in the engine's syntax, and what `Pattern` objects tell about it.
pub struct Translated {
    /// The pattern in fancy-regex's syntax; its capture groups are Python's, in order.
    pub pattern: String,
    /// The pattern for searching an empty text, if it differs (`\B` never matches there
    /// in CPython).
    pub empty_text: Option<String>,
    /// How many capture groups (`Pattern.groups`).
    pub groups: usize,
    /// The named groups and their numbers, in the order they were defined.
    pub names: Vec<(String, usize)>,
    /// For each capture group, its place in the order in which their `)` come (a
    /// match's `lastindex` is the last group to close).
    pub close_rank: Vec<usize>,
    /// The flags given with the ones the pattern sets for itself (`(?i)` at its start),
    /// and `UNICODE` unless `ASCII`: `Pattern.flags`.
    pub flags: u32,
}

/// A pattern CPython refuses: its message and position (a character index; `None`
/// where CPython gives none) and the exception it raises.
#[derive(Debug)]
pub struct Error {
    pub msg: String,
    pub pos: Option<usize>,
    pub kind: ErrorKind,
}

/// The exception a refused pattern raises.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ErrorKind {
    /// `re.error`.
    Re,
    /// `ValueError` (flags that cannot go together).
    Value,
    /// `OverflowError` (a repeat count past CPython's limit).
    Overflow,
}

/// The width of a piece of pattern in characters: least and most (`INF`: unbounded),
/// for CPython's rule that a lookbehind has one width.
type Width = (u64, u64);
const INF: u64 = u64::MAX;

fn add(a: Width, b: Width) -> Width {
    (a.0.saturating_add(b.0), a.1.saturating_add(b.1))
}

fn either(a: Option<Width>, b: Width) -> Width {
    match a {
        Some(a) => (a.0.min(b.0), a.1.max(b.1)),
        None => b,
    }
}

/// What a `(` opened.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// A capture group (its number), or another group that may be repeated.
    Capture(usize),
    Plain,
    /// A lookahead (of no width).
    Ahead,
    /// A lookbehind, which must have one width.
    Behind,
    /// `(?(1)yes|no)`: at most one `|`.
    Conditional,
}

struct Frame {
    kind: Kind,
    /// The pattern position of the `(`, for "missing )".
    at: usize,
    /// The output position of the group's text, where a repeat wraps it.
    out: usize,
    /// The flags outside the group, restored at its `)`.
    flags: u32,
    branches: usize,
    /// The width of the enclosing branch so far and of its earlier alternatives.
    outer: (Width, Option<Width>),
}

/// What the last thing read was, for the repeat that may follow.
#[derive(Clone, Copy)]
enum Last {
    /// Nothing in this branch yet, or an anchor: "nothing to repeat".
    Nothing,
    /// An item whose output starts at this position, and whether the engine repeats
    /// it as it is (one character, a class, a group: the engine nests groups only 64
    /// deep, so none is added where none is needed).
    Item(usize, bool),
    /// A repeated item: "multiple repeat".
    Repeated,
}

struct Reader<'a> {
    src: &'a [char],
    i: usize,
    out: String,
    flags: u32,
    groups: usize,
    /// Capture groups opened and not yet closed.
    open: Vec<usize>,
    names: Vec<(String, usize)>,
    closed: Vec<usize>,
    frames: Vec<Frame>,
    last: Last,
    /// The width of the last item, of the current branch, and of the branches before it
    /// in the same group.
    last_width: Width,
    width: Width,
    alternatives: Option<Width>,
    /// Each closed capture group's width, for backreferences in a lookbehind.
    group_widths: Vec<Width>,
    /// Groups conditions name by number, checked against the count at the end as
    /// CPython does: `(number, position)`.
    conditions: Vec<(usize, usize)>,
    /// The group count where each open lookbehind began: a reference inside one may
    /// only name a group closed before the outermost began.
    behind: Vec<usize>,
    /// Whether the pattern is being written for an empty text, where CPython's `\B`
    /// never matches (the engine's matches there).
    empty_text: bool,
    /// Whether a `\B` was written (the pattern then has an empty-text variant).
    saw_not_boundary: bool,
}

/// Reads `pattern` (a `str` pattern) with `flags` as CPython's `re` does and writes it in
/// the engine's syntax.
pub fn translate(pattern: &str, flags: u32) -> Result<Translated, Error> {
    let mut t = write(pattern, flags, false)?;
    if t.1 {
        t.0.empty_text = Some(write(pattern, flags, true)?.0.pattern);
    }
    Ok(t.0)
}

/// [`translate`]'s work: `empty_text` writes the pattern for an empty text; the flag says
/// whether it holds a `\B`.
fn write(pattern: &str, flags: u32, empty_text: bool) -> Result<(Translated, bool), Error> {
    if flags & LOCALE != 0 {
        return Err(value("cannot use LOCALE flag with a str pattern"));
    }
    if flags & ASCII != 0 && flags & UNICODE != 0 {
        return Err(value("ASCII and UNICODE flags are incompatible"));
    }
    let src: Vec<char> = pattern.chars().collect();
    let mut r = Reader {
        src: &src,
        i: 0,
        out: String::with_capacity(pattern.len() + 8),
        flags,
        groups: 0,
        open: Vec::new(),
        names: Vec::new(),
        closed: Vec::new(),
        frames: Vec::new(),
        last: Last::Nothing,
        last_width: (0, 0),
        width: (0, 0),
        alternatives: None,
        group_widths: Vec::new(),
        conditions: Vec::new(),
        behind: Vec::new(),
        empty_text,
        saw_not_boundary: false,
    };
    r.global_flags()?;
    r.body()?;
    if r.flags & ASCII != 0 && r.flags & UNICODE != 0 {
        return Err(value("ASCII and UNICODE flags are incompatible"));
    }
    if r.flags & IGNORECASE != 0 {
        // The engine folds case itself; `(?i:...)` groups turn it on and off inside.
        r.out.insert_str(0, "(?i)");
    }
    let mut flags = r.flags;
    if flags & ASCII == 0 {
        flags |= UNICODE;
    }
    let mut close_rank = vec![0; r.groups];
    for (rank, g) in r.closed.iter().enumerate() {
        close_rank[g - 1] = rank;
    }
    let saw = r.saw_not_boundary;
    let t = Translated {
        pattern: r.out,
        empty_text: None,
        close_rank,
        groups: r.groups,
        names: r.names,
        flags,
    };
    Ok((t, saw))
}

fn value(msg: &str) -> Error {
    Error {
        msg: msg.to_string(),
        pos: None,
        kind: ErrorKind::Value,
    }
}

fn at(msg: impl Into<String>, pos: usize) -> Error {
    Error {
        msg: msg.into(),
        pos: Some(pos),
        kind: ErrorKind::Re,
    }
}

/// The flag of inline flag letter `c`.
fn flag_of(c: char) -> Option<u32> {
    Some(match c {
        'i' => IGNORECASE,
        'L' => LOCALE,
        'm' => MULTILINE,
        's' => DOTALL,
        'u' => UNICODE,
        'x' => VERBOSE,
        'a' => ASCII,
        _ => return None,
    })
}

/// The characters of Python's `\s` in str patterns (`str.isspace`), as class items.
const SPACE: &str = r"\x{9}-\x{d}\x{1c}-\x{20}\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}";
const ASCII_SPACE: &str = r"\x{9}-\x{d}\x{20}";
/// Python's `\w` in str patterns: what `str.isalnum` accepts, and `_`.
const WORD: &str = r"\p{L}\p{N}_";
const ASCII_WORD: &str = r"0-9A-Za-z_";
const DIGIT: &str = r"\p{Nd}";
const ASCII_DIGIT: &str = r"0-9";

/// A literal character in a form the engine reads as itself anywhere (in or out of a
/// class, whatever its flags).
fn push_literal(out: &mut String, c: char) {
    if c.is_alphanumeric() && (c.is_ascii() || !c.is_whitespace()) {
        out.push(c);
    } else {
        use std::fmt::Write as _;
        let _ = write!(out, "\\x{{{:x}}}", c as u32);
    }
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.src.get(self.i).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.src.get(self.i + k).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn ascii(&self) -> bool {
        self.flags & ASCII != 0
    }

    /// Skips whitespace and comments under `VERBOSE`.
    fn skip_verbose(&mut self) {
        if self.flags & VERBOSE == 0 {
            return;
        }
        while let Some(c) = self.peek() {
            if matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c') {
                self.i += 1;
            } else if c == '#' {
                while let Some(c) = self.peek() {
                    self.i += 1;
                    if c == '\n' {
                        break;
                    }
                }
            } else {
                break;
            }
        }
    }

    /// The `(?aiLmsux)` groups at the start of the pattern: they set the flags of the
    /// whole pattern (CPython 3.11 refuses them anywhere else).
    fn global_flags(&mut self) -> Result<(), Error> {
        loop {
            self.skip_verbose();
            if !(self.peek() == Some('(') && self.peek_at(1) == Some('?')) {
                return Ok(());
            }
            let Some(c) = self.peek_at(2) else {
                return Ok(());
            };
            if flag_of(c).is_none() && c != '-' {
                return Ok(());
            }
            let start = self.i;
            self.i += 2;
            match self.inline_flags()? {
                None => {}
                Some(_) => {
                    // A scoped group `(?i:...)`: an item like any other.
                    self.i = start;
                    return Ok(());
                }
            }
        }
    }

    /// Reads the flags of `(?flags)` or `(?flags-flags:` after the `(?`: `None` for global
    /// flags (already set, the `)` read), else the flags to add and remove (the `:` read).
    fn inline_flags(&mut self) -> Result<Option<(u32, u32)>, Error> {
        let mut add = 0;
        while let Some(f) = self.peek().and_then(flag_of) {
            add |= f;
            self.i += 1;
        }
        if add & LOCALE != 0 {
            return Err(at(
                "bad inline flags: cannot use 'L' flag with a str pattern",
                self.i,
            ));
        }
        if add & ASCII != 0 && add & UNICODE != 0 {
            return Err(at(
                "bad inline flags: flags 'a', 'u' and 'L' are incompatible",
                self.i,
            ));
        }
        match self.peek() {
            Some(')') => {
                self.i += 1;
                if add == 0 {
                    return Err(at("missing flag", self.i - 1));
                }
                self.flags |= add;
                if self.flags & VERBOSE != 0 {
                    self.skip_verbose();
                }
                return Ok(None);
            }
            Some(':') => {
                self.i += 1;
                return Ok(Some((add, 0)));
            }
            Some('-') => {}
            None => return Err(at("missing -, : or )", self.i)),
            Some(c) => {
                let msg = if c.is_alphabetic() {
                    "unknown flag"
                } else {
                    "missing -, : or )"
                };
                return Err(at(msg, self.i + usize::from(c.is_alphabetic())));
            }
        }
        self.i += 1;
        let mut remove = 0;
        while let Some(c) = self.peek() {
            match flag_of(c) {
                Some(f) if f & (ASCII | UNICODE | LOCALE) != 0 => {
                    return Err(at(
                        "bad inline flags: cannot turn off flags 'a', 'u' and 'L'",
                        self.i + 1,
                    ));
                }
                Some(f) => {
                    remove |= f;
                    self.i += 1;
                }
                None => break,
            }
        }
        match self.peek() {
            Some(':') => {}
            None => return Err(at("missing :", self.i)),
            Some(c) if c.is_alphabetic() => return Err(at("unknown flag", self.i + 1)),
            Some(_) => return Err(at("missing :", self.i)),
        }
        if remove == 0 {
            return Err(at("missing flag", self.i));
        }
        if add & remove != 0 {
            return Err(at("bad inline flags: flag turned on and off", self.i));
        }
        self.i += 1;
        Ok(Some((add, remove)))
    }

    /// The whole pattern after its global flags.
    fn body(&mut self) -> Result<(), Error> {
        loop {
            self.skip_verbose();
            let Some(c) = self.peek() else { break };
            let here = self.i;
            self.i += 1;
            match c {
                '(' => self.open_group(here)?,
                ')' => self.close_group(here)?,
                '|' => {
                    if let Some(f) = self.frames.last_mut() {
                        f.branches += 1;
                        if f.kind == Kind::Conditional && f.branches > 2 {
                            return Err(at(
                                "conditional backref with more than two branches",
                                here,
                            ));
                        }
                    }
                    self.out.push('|');
                    self.alternatives = Some(either(self.alternatives, self.width));
                    self.width = (0, 0);
                    self.last = Last::Nothing;
                }
                '*' | '+' | '?' => self.repeat(here, c)?,
                '{' => {
                    if !self.brace_repeat(here)? {
                        self.item(|out| push_literal(out, '{'));
                    }
                }
                '[' => self.class(here)?,
                '.' => {
                    let dotall = self.flags & DOTALL != 0;
                    self.item(|out| out.push_str(if dotall { "(?s:.)" } else { r"[^\n]" }));
                }
                '^' => {
                    let m = self.flags & MULTILINE != 0;
                    self.out.push_str(if m { "(?m:^)" } else { r"\A" });
                    self.last = Last::Nothing;
                }
                '$' => {
                    let m = self.flags & MULTILINE != 0;
                    self.out.push_str(if m { "(?m:$)" } else { r"(?=\n?\z)" });
                    self.last = Last::Nothing;
                }
                '\\' => self.escape(here)?,
                c => self.item(|out| push_literal(out, c)),
            }
        }
        if let Some(f) = self.frames.last() {
            return Err(at("missing ), unterminated subpattern", f.at));
        }
        if let Some(&(n, pos)) = self.conditions.iter().find(|(n, _)| *n > self.groups) {
            return Err(at(format!("invalid group reference {n}"), pos));
        }
        Ok(())
    }

    /// Writes an item of one character with `write` and remembers where it starts.
    fn item(&mut self, write: impl FnOnce(&mut String)) {
        self.item_of((1, 1), write);
    }

    /// Writes an item of width `w` with `write` and remembers where it starts.
    fn item_of(&mut self, w: Width, write: impl FnOnce(&mut String)) {
        let start = self.out.len();
        write(&mut self.out);
        self.last = Last::Item(start, true);
        self.last_width = w;
        self.width = add(self.width, w);
    }

    /// Applies `*`, `+`, `?` or a `{m,n}` (already written in `quant`) to the last item,
    /// then reads a lazy `?` or possessive `+` after it.
    fn apply_repeat(&mut self, here: usize, quant: &str, times: Width) -> Result<(), Error> {
        let start = match self.last {
            Last::Nothing => return Err(at("nothing to repeat", here)),
            Last::Repeated => return Err(at("multiple repeat", here)),
            Last::Item(start, atom) => (start, atom),
        };
        let (start, atom) = start;
        if self.last_width.1 == 0 {
            // The engine repeats nothing of no width; such a repeat matches the item
            // once when it must, else the item or nothing (in the order laziness says).
            let lazy = self.eat('?');
            if !lazy {
                self.eat('+');
            }
            if times.0 == 0 {
                self.out
                    .insert_str(start, if lazy { "(?:|" } else { "(?:" });
                self.out.push_str(if lazy { ")" } else { "|)" });
            }
            self.last = Last::Repeated;
            return Ok(());
        }
        if !atom {
            self.out.insert_str(start, "(?:");
            self.out.push(')');
        }
        self.out.push_str(quant);
        let w = self.last_width;
        let mul = |a: u64, b: u64| {
            if a == 0 || b == 0 {
                0
            } else {
                a.saturating_mul(b)
            }
        };
        self.width = add(
            (self.width.0 - w.0, self.width.1.saturating_sub(w.1)),
            (mul(w.0, times.0), mul(w.1, times.1)),
        );
        if self.eat('?') {
            self.out.push('?');
        } else if self.eat('+') {
            self.out.push('+');
        }
        self.last = Last::Repeated;
        Ok(())
    }

    fn repeat(&mut self, here: usize, c: char) -> Result<(), Error> {
        let mut q = [0u8; 4];
        let times = match c {
            '*' => (0, INF),
            '+' => (1, INF),
            _ => (0, 1),
        };
        self.apply_repeat(here, c.encode_utf8(&mut q), times)
    }

    /// `{m,n}` after its `{`: `false` (nothing read) when it is no repeat, which makes the
    /// `{` a literal as in CPython.
    fn brace_repeat(&mut self, here: usize) -> Result<bool, Error> {
        let start = self.i;
        if self.peek() == Some('}') {
            // `{}` is itself (CPython 3.11).
            return Ok(false);
        }
        let digits = |r: &mut Self| {
            let from = r.i;
            while r.peek().is_some_and(|c| c.is_ascii_digit()) {
                r.i += 1;
            }
            r.src[from..r.i].iter().collect::<String>()
        };
        let lo = digits(self);
        let hi = if self.eat(',') {
            Some(digits(self))
        } else {
            None
        };
        if !self.eat('}') {
            self.i = start;
            return Ok(false);
        }
        let number = |s: &str| -> Result<Option<u64>, Error> {
            if s.is_empty() {
                return Ok(None);
            }
            match s.parse::<u64>() {
                Ok(n) if n <= MAX_REPEAT => Ok(Some(n)),
                _ => Err(Error {
                    msg: "the repetition number is too large".into(),
                    pos: None,
                    kind: ErrorKind::Overflow,
                }),
            }
        };
        let min = number(&lo)?.unwrap_or(0);
        let max = match &hi {
            None => number(&lo)?,
            Some(h) => number(h)?,
        };
        if let Some(max) = max
            && max < min
        {
            return Err(at("min repeat greater than max repeat", start));
        }
        let quant = match max {
            Some(max) if max == min => format!("{{{min}}}"),
            Some(max) => format!("{{{min},{max}}}"),
            None => format!("{{{min},}}"),
        };
        self.apply_repeat(here, &quant, (min, max.unwrap_or(INF)))?;
        Ok(true)
    }

    /// What follows a `(`.
    fn open_group(&mut self, here: usize) -> Result<(), Error> {
        let outer = self.flags;
        let mut kind = Kind::Plain;
        let mut flags = self.flags;
        let text: String;
        if self.eat('?') {
            let Some(c) = self.peek() else {
                return Err(at("unexpected end of pattern", self.i));
            };
            self.i += 1;
            match c {
                ':' => text = "(?:".into(),
                '=' => {
                    kind = Kind::Ahead;
                    text = "(?=".into();
                }
                '!' => {
                    kind = Kind::Ahead;
                    text = "(?!".into();
                }
                '>' => text = "(?>".into(),
                '<' => match self.peek() {
                    Some('=') => {
                        self.i += 1;
                        kind = Kind::Behind;
                        text = "(?<=".into();
                    }
                    Some('!') => {
                        self.i += 1;
                        kind = Kind::Behind;
                        text = "(?<!".into();
                    }
                    Some(c) => {
                        return Err(at(format!("unknown extension ?<{c}"), here + 1));
                    }
                    None => return Err(at("unexpected end of pattern", self.i)),
                },
                '#' => {
                    while let Some(c) = self.peek() {
                        self.i += 1;
                        if c == ')' {
                            return Ok(());
                        }
                    }
                    return Err(at("missing ), unterminated comment", here));
                }
                'P' => match self.peek() {
                    Some('<') => {
                        self.i += 1;
                        let name = self.group_name('>')?;
                        let n = self.groups + 1;
                        if let Some((_, was)) = self.names.iter().find(|(x, _)| *x == name.0) {
                            return Err(at(
                                format!(
                                    "redefinition of group name '{}' as group {n}; was group {was}",
                                    name.0
                                ),
                                name.1,
                            ));
                        }
                        self.names.push((name.0, n));
                        self.groups = n;
                        self.open.push(n);
                        kind = Kind::Capture(n);
                        text = "(".into();
                    }
                    Some('=') => {
                        self.i += 1;
                        let (name, pos) = self.group_name(')')?;
                        let Some(&(_, n)) = self.names.iter().find(|(x, _)| *x == name) else {
                            return Err(at(format!("unknown group name '{name}'"), pos));
                        };
                        if self.open.contains(&n) {
                            return Err(at("cannot refer to an open group", pos));
                        }
                        self.lookbehind_ref(n)?;
                        let w = self.group_width(n);
                        self.item_of(w, |out| out.push_str(&format!(r"(?:\k<{n}>)")));
                        return Ok(());
                    }
                    Some(c) => return Err(at(format!("unknown extension ?P{c}"), here + 1)),
                    None => return Err(at("unexpected end of pattern", self.i)),
                },
                '(' => {
                    let (name, pos) = self.group_name(')')?;
                    let n = if let Some(&(_, n)) = self.names.iter().find(|(x, _)| *x == name) {
                        n
                    } else if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) {
                        match name.parse::<usize>() {
                            Ok(0) | Err(_) => {
                                return Err(at("bad group number", pos));
                            }
                            Ok(n) => {
                                self.conditions.push((n, pos));
                                n
                            }
                        }
                    } else {
                        return Err(at(format!("unknown group name '{name}'"), pos));
                    };
                    self.lookbehind_ref(n)?;
                    kind = Kind::Conditional;
                    text = format!("(?({n})");
                }
                c if flag_of(c).is_some() || c == '-' => {
                    self.i -= 1;
                    let flag_pos = self.i;
                    match self.inline_flags()? {
                        // Flags for the whole pattern after a comment (which adds
                        // nothing): still at its start.
                        None if self.out.is_empty() && self.frames.is_empty() => {
                            self.last = Last::Nothing;
                            return Ok(());
                        }
                        None => {
                            return Err(at(
                                "global flags not at the start of the expression",
                                flag_pos - 2,
                            ));
                        }
                        Some((add, remove)) => {
                            flags = (self.flags | add) & !remove;
                            if add & ASCII != 0 {
                                flags &= !UNICODE;
                            } else if add & UNICODE != 0 {
                                flags &= !ASCII;
                            }
                            let was = self.flags & IGNORECASE != 0;
                            let now = flags & IGNORECASE != 0;
                            text = match (was, now) {
                                (false, true) => "(?i:".into(),
                                (true, false) => "(?-i:".into(),
                                _ => "(?:".into(),
                            };
                        }
                    }
                }
                '\\' => {
                    let next = self.peek().map(String::from).unwrap_or_default();
                    return Err(at(format!("unknown extension ?\\{next}"), here + 1));
                }
                c => return Err(at(format!("unknown extension ?{c}"), here + 1)),
            }
        } else {
            let n = self.groups + 1;
            self.groups = n;
            self.open.push(n);
            kind = Kind::Capture(n);
            text = "(".into();
        }
        self.frames.push(Frame {
            kind,
            at: here,
            out: self.out.len(),
            flags: outer,
            branches: 1,
            outer: (self.width, self.alternatives),
        });
        self.width = (0, 0);
        self.alternatives = None;
        if kind == Kind::Behind {
            self.behind.push(self.groups);
        }
        self.out.push_str(&text);
        self.flags = flags;
        self.last = Last::Nothing;
        Ok(())
    }

    /// A group name up to `end` (`(?P<name>`, `(?P=name)`, `(?(name)`), read past `end`:
    /// the name and its position.
    fn group_name(&mut self, end: char) -> Result<(String, usize), Error> {
        let start = self.i;
        let mut name = String::new();
        loop {
            match self.peek() {
                None => {
                    let what = if end == '>' {
                        "missing >, unterminated name"
                    } else {
                        "missing ), unterminated name"
                    };
                    if name.is_empty() {
                        return Err(at("missing group name", start));
                    }
                    return Err(at(what, start));
                }
                Some(c) if c == end => {
                    self.i += 1;
                    break;
                }
                Some(c) => {
                    name.push(c);
                    self.i += 1;
                }
            }
        }
        if name.is_empty() {
            return Err(at("missing group name", start));
        }
        let numeric = end == ')' && name.chars().all(|c| c.is_ascii_digit());
        if !numeric && !is_identifier(&name) {
            return Err(at(format!("bad character in group name '{name}'"), start));
        }
        Ok((name, start))
    }

    fn close_group(&mut self, here: usize) -> Result<(), Error> {
        let Some(f) = self.frames.pop() else {
            return Err(at("unbalanced parenthesis", here));
        };
        let mut w = either(self.alternatives, self.width);
        if f.kind == Kind::Conditional && f.branches == 1 {
            // No "no" branch: it matches nothing then.
            w.0 = 0;
        }
        match f.kind {
            Kind::Capture(n) => {
                self.open.retain(|&g| g != n);
                self.closed.push(n);
                if self.group_widths.len() < n {
                    self.group_widths.resize(n, (0, INF));
                }
                self.group_widths[n - 1] = w;
            }
            Kind::Behind if w.0 != w.1 => {
                self.behind.pop();
                return Err(Error {
                    msg: "look-behind requires fixed-width pattern".into(),
                    pos: None,
                    kind: ErrorKind::Re,
                });
            }
            Kind::Behind => {
                self.behind.pop();
                w = (0, 0);
            }
            Kind::Ahead => w = (0, 0),
            _ => {}
        }
        self.out.push(')');
        self.flags = f.flags;
        (self.width, self.alternatives) = f.outer;
        self.width = add(self.width, w);
        self.last_width = w;
        let atom = matches!(f.kind, Kind::Capture(_) | Kind::Plain);
        self.last = Last::Item(f.out, atom);
        Ok(())
    }

    /// CPython's checks of a reference to group `n` inside a lookbehind (the position
    /// is after the reference).
    fn lookbehind_ref(&self, n: usize) -> Result<(), Error> {
        let Some(&start) = self.behind.first() else {
            return Ok(());
        };
        if n > self.groups || self.open.contains(&n) {
            return Err(at("cannot refer to an open group", self.i));
        }
        if n > start {
            return Err(at(
                "cannot refer to group defined in the same lookbehind subpattern",
                self.i,
            ));
        }
        Ok(())
    }

    /// The width of closed group `n` (what a backreference to it matches).
    fn group_width(&self, n: usize) -> Width {
        self.group_widths.get(n - 1).copied().unwrap_or((0, INF))
    }

    /// An escape outside a class, after its `\`.
    fn escape(&mut self, here: usize) -> Result<(), Error> {
        let Some(c) = self.peek() else {
            return Err(at("bad escape (end of pattern)", here));
        };
        self.i += 1;
        let ascii = self.ascii();
        match c {
            'A' => {
                self.out.push_str(r"\A");
                self.last = Last::Nothing;
            }
            'Z' => {
                self.out.push_str(r"\z");
                self.last = Last::Nothing;
            }
            'b' | 'B' => {
                if c == 'B' {
                    self.saw_not_boundary = true;
                }
                let text = match (c, ascii) {
                    // Both at once: never, and of no width.
                    ('B', _) if self.empty_text => r"(?:\b\B)",
                    ('b', false) => r"\b",
                    ('B', false) => r"\B",
                    // The engine's `\b` is Unicode's; an ASCII one is spelled out.
                    ('b', true) => {
                        r"(?:(?<=[0-9A-Za-z_])(?![0-9A-Za-z_])|(?<![0-9A-Za-z_])(?=[0-9A-Za-z_]))"
                    }
                    _ => r"(?:(?<=[0-9A-Za-z_])(?=[0-9A-Za-z_])|(?<![0-9A-Za-z_])(?![0-9A-Za-z_]))",
                };
                self.out.push_str(text);
                self.last = Last::Nothing;
            }
            'd' | 'D' | 'w' | 'W' | 's' | 'S' => {
                let set = category(c, ascii);
                let neg = c.is_ascii_uppercase();
                self.item(|out| {
                    out.push_str(if neg { "[^" } else { "[" });
                    out.push_str(set);
                    out.push(']');
                });
            }
            '1'..='9' => {
                let start = self.i - 1;
                let mut digits = c.to_string();
                if let Some(d) = self.peek().filter(char::is_ascii_digit) {
                    self.i += 1;
                    digits.push(d);
                    let octal = |c: char| ('0'..='7').contains(&c);
                    if octal(c)
                        && octal(d)
                        && let Some(e) = self.peek().filter(|&e| octal(e))
                    {
                        self.i += 1;
                        digits.push(e);
                        let v = u32::from_str_radix(&digits, 8).unwrap_or(u32::MAX);
                        if v > 0o377 {
                            return Err(at(
                                format!("octal escape value \\{digits} outside of range 0-0o377"),
                                here,
                            ));
                        }
                        let ch = char::from_u32(v).unwrap_or('\0');
                        self.item(|out| push_literal(out, ch));
                        return Ok(());
                    }
                }
                let n: usize = digits.parse().unwrap_or(usize::MAX);
                if n > self.groups {
                    return Err(at(format!("invalid group reference {n}"), start));
                }
                if self.open.contains(&n) {
                    return Err(at("cannot refer to an open group", here));
                }
                self.lookbehind_ref(n)?;
                let w = self.group_width(n);
                self.item_of(w, |out| out.push_str(&format!(r"(?:\k<{n}>)")));
            }
            _ => {
                let ch = self.literal_escape(c, here, false)?;
                self.item(|out| push_literal(out, ch));
            }
        }
        Ok(())
    }

    /// The character a character escape `\c...` stands for (`c` read); `class`: inside
    /// a class, where `\b` is a backspace.
    fn literal_escape(&mut self, c: char, here: usize, class: bool) -> Result<char, Error> {
        Ok(match c {
            'a' => '\x07',
            'f' => '\x0c',
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            'v' => '\x0b',
            'b' if class => '\x08',
            '0'..='7' if c == '0' || class => {
                let mut v = c.to_digit(8).unwrap_or(0);
                let mut n = 1;
                while n < 3
                    && let Some(d) = self.peek().and_then(|d| d.to_digit(8))
                {
                    v = v * 8 + d;
                    self.i += 1;
                    n += 1;
                }
                if v > 0o377 {
                    let text: String = self.src[here..self.i].iter().collect();
                    return Err(at(
                        format!("octal escape value {text} outside of range 0-0o377"),
                        here,
                    ));
                }
                char::from_u32(v).unwrap_or('\0')
            }
            'x' | 'u' | 'U' => {
                let want = match c {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let mut v: u32 = 0;
                let mut n = 0;
                while n < want
                    && let Some(d) = self.peek().and_then(|d| d.to_digit(16))
                {
                    v = v * 16 + d;
                    self.i += 1;
                    n += 1;
                }
                let text: String = self.src[here..self.i].iter().collect();
                if n < want {
                    return Err(at(format!("incomplete escape {text}"), here));
                }
                match char::from_u32(v) {
                    Some(ch) => ch,
                    None if v > 0x10ffff => {
                        return Err(at(format!("bad escape {text}"), here));
                    }
                    // A lone surrogate: vm-std's strings cannot hold one, so it matches
                    // nothing a string holds.
                    None => '\u{fffd}',
                }
            }
            'N' => {
                return Err(at(
                    "bad escape \\N (named characters are not supported by vm-std's re)",
                    here,
                ));
            }
            c if c.is_ascii_alphanumeric() => {
                return Err(at(format!("bad escape \\{c}"), here));
            }
            c => c,
        })
    }

    /// A class after its `[`.
    fn class(&mut self, here: usize) -> Result<(), Error> {
        let mut body = String::new();
        let negated = self.eat('^');
        let first = self.i;
        loop {
            let Some(c) = self.peek() else {
                return Err(at("unterminated character set", here));
            };
            let item_at = self.i;
            self.i += 1;
            if c == ']' && item_at != first {
                break;
            }
            let (ch, set) = if c == '\\' {
                let Some(e) = self.peek() else {
                    return Err(at("bad escape (end of pattern)", item_at));
                };
                self.i += 1;
                match e {
                    'd' | 'D' | 'w' | 'W' | 's' | 'S' => (None, Some(e)),
                    '8' | '9' => return Err(at(format!("bad escape \\{e}"), item_at)),
                    _ => (Some(self.literal_escape(e, item_at, true)?), None),
                }
            } else {
                (Some(c), None)
            };
            if let Some(e) = set {
                if self.peek() == Some('-') && self.peek_at(1).is_some_and(|n| n != ']') {
                    let text: String = self.src[item_at..self.i + 2].iter().collect();
                    return Err(at(format!("bad character range {text}"), item_at));
                }
                let inner = category(e, self.ascii());
                if e.is_ascii_uppercase() {
                    body.push_str("[^");
                    body.push_str(inner);
                    body.push(']');
                } else {
                    body.push_str(inner);
                }
                continue;
            }
            let ch = ch.unwrap_or('\0');
            // A `-` between two characters makes a range; first or last it is itself.
            if self.peek() == Some('-') && self.peek_at(1).is_some_and(|n| n != ']') {
                self.i += 1;
                let hi_at = self.i;
                let h = self.peek().unwrap_or(']');
                self.i += 1;
                let hi = if h == '\\' {
                    let Some(e) = self.peek() else {
                        return Err(at("unterminated character set", here));
                    };
                    self.i += 1;
                    if matches!(e, 'd' | 'D' | 'w' | 'W' | 's' | 'S') {
                        let text: String = self.src[item_at..self.i].iter().collect();
                        return Err(at(format!("bad character range {text}"), item_at));
                    }
                    self.literal_escape(e, hi_at, true)?
                } else {
                    h
                };
                if hi < ch {
                    let text: String = self.src[item_at..self.i].iter().collect();
                    return Err(at(format!("bad character range {text}"), item_at));
                }
                push_literal(&mut body, ch);
                body.push('-');
                push_literal(&mut body, hi);
                continue;
            }
            push_literal(&mut body, ch);
        }
        self.item(|out| {
            out.push_str(if negated { "[^" } else { "[" });
            out.push_str(&body);
            out.push(']');
        });
        Ok(())
    }
}

/// The class items of `\d`, `\w`, `\s` (and their negations' sets).
fn category(c: char, ascii: bool) -> &'static str {
    match (c.to_ascii_lowercase(), ascii) {
        ('d', false) => DIGIT,
        ('d', true) => ASCII_DIGIT,
        ('w', false) => WORD,
        ('w', true) => ASCII_WORD,
        (_, false) => SPACE,
        (_, true) => ASCII_SPACE,
    }
}

/// Whether `s` is a Python identifier (`str.isidentifier`), near enough: a letter or `_`
/// first, then letters, digits and `_`.
fn is_identifier(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && cs.all(|c| c.is_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(p: &str) -> String {
        translate(p, 0).map(|t| t.pattern).unwrap_or_else(|e| e.msg)
    }

    #[test]
    fn translates() {
        assert_eq!(t("ab"), "ab");
        assert_eq!(t("a+$"), r"a+(?=\n?\z)");
        assert_eq!(t("x{,2}"), "x{0,2}");
        assert_eq!(t("(?=a)*"), "(?:(?=a)|)");
        assert_eq!(t("(?:ab)*"), "(?:ab)*");
        assert_eq!(t("x{a"), r"x\x{7b}a");
        assert_eq!(t("(?i)a"), "(?i)a");
    }

    #[test]
    fn errors() {
        let e = translate("(", 0).err().unwrap();
        assert_eq!(
            (e.msg.as_str(), e.pos),
            ("missing ), unterminated subpattern", Some(0))
        );
        let e = translate("a**", 0).err().unwrap();
        assert_eq!((e.msg.as_str(), e.pos), ("multiple repeat", Some(2)));
        let e = translate("(?P<a>x)(?P<a>y)", 0).err().unwrap();
        assert_eq!(e.pos, Some(12));
    }
}
