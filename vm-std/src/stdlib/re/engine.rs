//! Compiled patterns and the searches `re` makes with them, on fancy-regex.
//!
//! Python speaks of positions as character indexes, the engine of byte offsets into UTF-8
//! text: [`Positions`] converts between them (nothing to do for ASCII text). Searches take
//! CPython's `pos` (where to start; lookbehind and `\b` still see what is before it) and
//! `endpos` (the text is cut there, as if it ended there).

use std::cell::OnceCell;

use fancy_regex::{Regex, RegexBuilder, RegexInput};

use super::translate::{self, Translated};

/// How many backtracking steps one search may take before it gives up (fancy-regex's
/// default: a pattern that backtracks catastrophically ends in an error, not a hang).
const BACKTRACK_LIMIT: usize = 1_000_000;

/// A compiled pattern: the engine's regex and the variants some searches need, made
/// when first needed.
pub struct Code {
    /// The pattern in the engine's syntax.
    source: String,
    regex: Regex,
    /// The pattern followed by `\z`, for `fullmatch` (backtracking into the pattern may
    /// find a longer match that ends at the end: `a|ab` on `ab`).
    full: OnceCell<Result<Regex, String>>,
    /// The pattern that refuses an empty match, for the search after an empty match
    /// (CPython's "must advance"); `None` if it can never match.
    nonempty: OnceCell<Option<Regex>>,
    /// The pattern for an empty text, where it differs (CPython's `\B` never matches
    /// there).
    empty_text: Option<Regex>,
    /// How many capture groups.
    pub groups: usize,
}

impl crate::value::NativeState for Code {
    fn visit(&self, _: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(0)
    }

    fn clear(&self) {}
}

/// A failed compile: CPython's `re.error` message and position.
pub type CompileError = translate::Error;

/// What a search can fail with besides finding nothing: the engine gave up.
pub struct Exhausted(pub String);

/// The size the engine's automata may take when the default (about 10 MB) is not
/// enough: counted repeats are unrolled there, and `\w{1000}` (a Unicode class a
/// thousand times) needs more, where CPython's matcher counts.
const LARGE_SIZE_LIMIT: usize = 256 << 20;

fn build(pattern: &str, nonempty: bool) -> Result<Regex, fancy_regex::Error> {
    let mut b = RegexBuilder::new(pattern);
    b.backtrack_limit(BACKTRACK_LIMIT).find_not_empty(nonempty);
    b.build().or_else(|e| match e {
        fancy_regex::Error::CompileError(ref c)
            if matches!(**c, fancy_regex::CompileError::InnerError(_)) =>
        {
            b.delegate_size_limit(LARGE_SIZE_LIMIT)
                .delegate_dfa_size_limit(LARGE_SIZE_LIMIT)
                .build()
        }
        other => Err(other),
    })
}

/// CPython's message for what the engine refuses in a pattern the translation accepted.
fn engine_error(e: &fancy_regex::Error) -> CompileError {
    use fancy_regex::{CompileError as C, Error as E};
    let msg = match e {
        E::CompileError(c)
            if matches!(
                **c,
                C::LookBehindNotConst | C::VariableLookBehindRequiresFeature
            ) =>
        {
            "look-behind requires fixed-width pattern".to_string()
        }
        other => format!("pattern not supported by the engine: {other}"),
    };
    CompileError {
        msg,
        pos: None,
        kind: translate::ErrorKind::Re,
    }
}

/// Compiles `pattern` with `flags`: the code and what the `Pattern` object tells.
pub fn compile(pattern: &str, flags: u32) -> Result<(Code, Translated), CompileError> {
    let t = translate::translate(pattern, flags)?;
    let regex = build(&t.pattern, false).map_err(|e| engine_error(&e))?;
    let empty_text = match &t.empty_text {
        Some(p) => Some(build(p, false).map_err(|e| engine_error(&e))?),
        None => None,
    };
    let code = Code {
        empty_text,
        source: t.pattern.clone(),
        regex,
        full: OnceCell::new(),
        nonempty: OnceCell::new(),
        groups: t.groups,
    };
    Ok((code, t))
}

/// How a search must match.
#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    /// Anywhere from `pos` on (`search`).
    Search,
    /// At `pos` (`match`).
    Match,
    /// At `pos` and to the end (`fullmatch`).
    Full,
}

/// Converts between character indexes and byte offsets of one text, moving forward from
/// the last conversion (a scan's matches come in order).
pub struct Positions<'a> {
    text: &'a str,
    ascii: bool,
    byte: usize,
    ch: usize,
}

impl<'a> Positions<'a> {
    pub fn new(text: &'a str, ascii: bool) -> Self {
        Positions {
            text,
            ascii,
            byte: 0,
            ch: 0,
        }
    }

    /// The character index of byte offset `b` (a character boundary).
    pub fn char_of(&mut self, b: usize) -> usize {
        if self.ascii {
            return b;
        }
        if b < self.byte {
            self.byte = 0;
            self.ch = 0;
        }
        self.ch += self.text[self.byte..b].chars().count();
        self.byte = b;
        self.ch
    }

    /// The byte offset of character index `c` (at most the text's length).
    pub fn byte_of(&mut self, c: usize) -> usize {
        if self.ascii {
            return c.min(self.text.len());
        }
        if c < self.ch {
            self.byte = 0;
            self.ch = 0;
        }
        let (mut b, mut ch) = (self.byte, self.ch);
        for x in self.text[self.byte..].chars() {
            if ch == c {
                break;
            }
            b += x.len_utf8();
            ch += 1;
        }
        self.byte = b;
        self.ch = ch;
        b
    }
}

/// The spans of one match in bytes: group 0 first, `None` for a group that did not match.
pub type Spans = Vec<Option<(usize, usize)>>;

impl Code {
    fn full(&self) -> Result<&Regex, Exhausted> {
        self.full
            .get_or_init(|| {
                build(&format!(r"(?:{})\z", self.source), false).map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(|e| Exhausted(e.clone()))
    }

    fn nonempty(&self) -> Option<&Regex> {
        self.nonempty
            .get_or_init(|| build(&self.source, true).ok())
            .as_ref()
    }

    /// One search of `hay` (the text cut at `endpos`) from byte `at`.
    fn find(
        &self,
        regex: &Regex,
        hay: &str,
        at: usize,
        anchored: bool,
    ) -> Result<Option<Spans>, Exhausted> {
        // The plain pattern only (`search` asks it for `fullmatch` of an empty text; the
        // non-empty variant needs text).
        let regex = match &self.empty_text {
            Some(r) if hay.is_empty() && std::ptr::eq(regex, &self.regex) => r,
            _ => regex,
        };
        let input = RegexInput::new(hay).from_pos(at).anchored(anchored);
        if self.groups == 0 {
            // Only the match's own span: the engine finds it without tracking groups.
            let m = regex
                .find_input(input)
                .map_err(|e| Exhausted(e.to_string()))?;
            return Ok(m.map(|m| vec![Some((m.start(), m.end()))]));
        }
        let caps = regex
            .captures_input(input)
            .map_err(|e| Exhausted(e.to_string()))?;
        Ok(caps.map(|c| {
            (0..=self.groups)
                .map(|i| c.get(i).map(|m| (m.start(), m.end())))
                .collect()
        }))
    }

    /// `search`, `match` or `fullmatch` of `hay` from byte `at`.
    pub fn search(&self, hay: &str, at: usize, mode: Mode) -> Result<Option<Spans>, Exhausted> {
        match mode {
            Mode::Search => self.find(&self.regex, hay, at, false),
            Mode::Match => self.find(&self.regex, hay, at, true),
            // In an empty text every match at its start is a full match.
            Mode::Full if hay.is_empty() => self.find(&self.regex, hay, at, true),
            Mode::Full => self.find(self.full()?, hay, at, true),
        }
    }

    /// Every match of `hay` from byte `at` on, at most `limit` (0: no limit), with
    /// CPython 3.7's rule for empty matches: a search that starts where an empty match
    /// ended may not match empty there (it may further on).
    pub fn scan(&self, hay: &str, mut at: usize, limit: usize) -> Result<Vec<Spans>, Exhausted> {
        let mut out = Vec::new();
        let mut must_advance = false;
        while at <= hay.len() && (limit == 0 || out.len() < limit) {
            let found = if must_advance {
                let here = match self.nonempty() {
                    Some(r) => self.find(r, hay, at, true)?,
                    None => None,
                };
                match here {
                    Some(s) => Some(s),
                    None => match hay[at..].chars().next() {
                        Some(c) => self.find(&self.regex, hay, at + c.len_utf8(), false)?,
                        None => None,
                    },
                }
            } else {
                self.find(&self.regex, hay, at, false)?
            };
            let Some(spans) = found else { break };
            let (s, e) = spans[0].unwrap_or((at, at));
            must_advance = s == e;
            at = e;
            out.push(spans);
        }
        Ok(out)
    }
}
