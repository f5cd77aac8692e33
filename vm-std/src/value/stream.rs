//! Streams: `sys.stdout` and `sys.stderr`, `io.StringIO`, `io.BytesIO`, and the files
//! `open()` makes, text or binary. A stream in memory (a `StringIO` or `BytesIO`, a file
//! opened for reading, whose contents are read at once) keeps its text (or bytes) and a
//! position; a file opened for writing keeps a buffered writer, flushed on `close()`,
//! `flush()` and when the stream is dropped (as CPython flushes a file it deallocates);
//! a binary file opened for reading and writing (`r+b`, `w+b`, `a+b`) is an image in
//! memory written back to the file on `flush()` and `close()`. The standard streams
//! write through the machine (a layer up), so their writes keep their order with
//! `print`'s. `sys.stdin` reads the process's standard input when asked, through the
//! one buffered handle of the process (`std::io::stdin()`): it keeps no text of its own,
//! so `input()`, `sys.stdin` and any other reader of it never miss what another read
//! ahead.

use std::cell::{Cell, RefCell};
use std::io::Write;

/// Where a stream's text goes or comes from.
pub enum Target {
    Stdin,
    Stdout,
    Stderr,
    /// A `StringIO`, or a file read at open.
    Memory,
    /// A file opened for writing (or appending).
    File(RefCell<Option<std::io::BufWriter<std::fs::File>>>),
    /// A binary file opened for reading and writing: its contents in `data`, written
    /// back to the file when flushed or closed (if changed).
    Image(RefCell<Option<std::fs::File>>),
}

/// How a text stream treats line ends: `open`'s and `StringIO`'s `newline` argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Newline {
    /// `None`: `\r\n` and `\r` read as `\n` (a file's text is translated as it is
    /// read, a `StringIO`'s as it is written).
    Universal,
    /// `''`: a line ends at `\n`, `\r` or `\r\n`, kept as they are.
    Any,
    /// `'\n'`, `'\r'` or `'\r\n'`: a line ends at it, and a `\n` written is written as it.
    Exact(&'static str),
}

impl Newline {
    /// The mode a `newline` argument names (`None` for an absent one); `None` for a
    /// string that is no line end (the caller words CPython's error).
    pub fn parse(arg: Option<&str>) -> Option<Newline> {
        Some(match arg {
            None => Newline::Universal,
            Some("") => Newline::Any,
            Some("\n") => Newline::Exact("\n"),
            Some("\r") => Newline::Exact("\r"),
            Some("\r\n") => Newline::Exact("\r\n"),
            Some(_) => return None,
        })
    }

    /// Where the first line of `text` ends (past its line end), if it ends.
    fn line_end(self, text: &str) -> Option<usize> {
        match self {
            Newline::Universal => text.find('\n').map(|i| i + 1),
            Newline::Exact(end) => text.find(end).map(|i| i + end.len()),
            Newline::Any => {
                let i = text.find(['\r', '\n'])?;
                Some(if text[i..].starts_with("\r\n") {
                    i + 2
                } else {
                    i + 1
                })
            }
        }
    }
}

/// `text` with `\r\n` and `\r` made `\n` (universal newlines).
pub fn universal(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('\r') {
        text.replace("\r\n", "\n").replace('\r', "\n").into()
    } else {
        text.into()
    }
}

pub struct Stream {
    pub target: Target,
    /// Its `name` (`<stdout>`, a file's path).
    pub name: String,
    /// Its `mode` (`w`, `r`, `a`).
    pub mode: String,
    /// The text of a stream in memory.
    pub text: RefCell<String>,
    /// The read (and write) position in `text`, in bytes, on a character boundary.
    pub pos: Cell<usize>,
    pub closed: Cell<bool>,
    /// Whether it can be read (a `StringIO`, a file opened with `r`).
    pub readable: bool,
    /// Whether it can be written.
    pub writable: bool,
    /// Whether it reads and writes bytes (`BytesIO`, a file opened with `b`).
    pub binary: bool,
    /// The contents of a binary stream in memory; `pos` is the position in it.
    pub data: RefCell<Vec<u8>>,
    /// Whether `data` changed since the image was last written back.
    pub dirty: Cell<bool>,
    /// The file a stream opened for reading was read from, kept open until the stream
    /// is closed (as CPython keeps its descriptor: `fileno()`).
    pub source: RefCell<Option<std::fs::File>>,
    /// How a text stream treats line ends (`StringIO`'s default, `'\n'`, unless set).
    pub newline: Newline,
}

impl Stream {
    /// A stream over `target`.
    pub fn new(target: Target, name: &str, mode: &str, readable: bool, writable: bool) -> Self {
        Stream {
            target,
            name: name.to_string(),
            mode: mode.to_string(),
            text: RefCell::new(String::new()),
            pos: Cell::new(0),
            closed: Cell::new(false),
            readable,
            writable,
            binary: false,
            data: RefCell::new(Vec::new()),
            dirty: Cell::new(false),
            source: RefCell::new(None),
            newline: Newline::Exact("\n"),
        }
    }

    /// `text` as this stream writes it: a `StringIO` without `newline` makes its line ends
    /// `\n`; a `newline` of `'\r'` or `'\r\n'` makes each `\n` that.
    pub fn translated<'a>(&self, text: &'a str) -> std::borrow::Cow<'a, str> {
        match self.newline {
            Newline::Universal if matches!(self.target, Target::Memory) => universal(text),
            Newline::Exact(end) if end != "\n" && text.contains('\n') => {
                text.replace('\n', end).into()
            }
            _ => text.into(),
        }
    }

    /// A binary stream over `target` holding `data` (in memory, or a file's image).
    pub fn binary(
        target: Target,
        name: &str,
        mode: &str,
        readable: bool,
        writable: bool,
        data: Vec<u8>,
    ) -> Self {
        let mut s = Stream::new(target, name, mode, readable, writable);
        s.binary = true;
        *s.data.get_mut() = data;
        s
    }

    /// The Python type name (`TextIOWrapper` for files and the standard streams).
    pub fn type_name(&self) -> &'static str {
        if self.binary {
            return match self.target {
                Target::Memory if self.name.is_empty() => "BytesIO",
                _ if self.readable && self.writable => "BufferedRandom",
                _ if self.readable => "BufferedReader",
                _ => "BufferedWriter",
            };
        }
        match self.target {
            Target::Memory if self.writable && self.readable && self.name.is_empty() => "StringIO",
            _ => "TextIOWrapper",
        }
    }

    /// Writes `s` into the text in memory at the position (overwriting, as `StringIO`).
    pub fn write_memory(&self, s: &str) {
        let mut text = self.text.borrow_mut();
        let pos = self.pos.get().min(text.len());
        let end = (pos + s.len()).min(text.len());
        // Replace whole characters only: extend the end to a boundary.
        let mut end = end;
        while end < text.len() && !text.is_char_boundary(end) {
            end += 1;
        }
        text.replace_range(pos..end, s);
        self.pos.set(pos + s.len());
    }

    /// The rest of the text from the position, at most `n` characters (`None`: all).
    pub fn read_memory(&self, n: Option<usize>) -> String {
        let text = self.text.borrow();
        let pos = self.pos.get().min(text.len());
        let rest = &text[pos..];
        let taken = match n {
            None => rest,
            Some(n) => match rest.char_indices().nth(n) {
                Some((i, _)) => &rest[..i],
                None => rest,
            },
        };
        self.pos.set(pos + taken.len());
        taken.to_string()
    }

    /// The next line from the position (with its newline; empty at the end).
    pub fn read_line(&self) -> String {
        self.read_line_max(None)
    }

    /// [`Stream::read_line`], at most `max` characters of it (`None`: all).
    pub fn read_line_max(&self, max: Option<usize>) -> String {
        let text = self.text.borrow();
        let pos = self.pos.get().min(text.len());
        let rest = &text[pos..];
        let mut end = self.newline.line_end(rest).unwrap_or(rest.len());
        if let Some(max) = max
            && let Some((i, _)) = rest[..end].char_indices().nth(max)
        {
            end = i;
        }
        self.pos.set(pos + end);
        rest[..end].to_string()
    }

    /// At most `n` characters (`None`: all) of a text stream: of its text in memory, or
    /// of the process's standard input.
    pub fn read_text(&self, n: Option<usize>) -> std::io::Result<String> {
        match self.target {
            Target::Stdin => read_stdin(n, false),
            _ => Ok(self.read_memory(n)),
        }
    }

    /// The next line of a text stream, at most `max` characters of it (`None`: all).
    pub fn read_text_line(&self, max: Option<usize>) -> std::io::Result<String> {
        match self.target {
            Target::Stdin => read_stdin(max, true),
            _ => Ok(self.read_line_max(max)),
        }
    }

    /// Writes `b` into the binary data at the position (overwriting, and padding with
    /// zero bytes a position past the end, as `BytesIO`).
    pub fn write_data(&self, b: &[u8]) {
        let mut data = self.data.borrow_mut();
        let pos = self.pos.get();
        if pos > data.len() {
            data.resize(pos, 0);
        }
        let end = (pos + b.len()).min(data.len());
        data.splice(pos..end, b.iter().copied());
        self.pos.set(pos + b.len());
        self.dirty.set(true);
    }

    /// At most `n` bytes (`None`: all) of the binary data from the position.
    pub fn read_data(&self, n: Option<usize>) -> Vec<u8> {
        let data = self.data.borrow();
        let pos = self.pos.get().min(data.len());
        let end = match n {
            Some(n) => pos.saturating_add(n).min(data.len()),
            None => data.len(),
        };
        self.pos.set(end.max(self.pos.get()));
        data[pos..end].to_vec()
    }

    /// The next line of the binary data (with its `\n`; empty at the end), at most `n`
    /// bytes of it.
    pub fn read_data_line(&self, n: Option<usize>) -> Vec<u8> {
        let data = self.data.borrow();
        let pos = self.pos.get().min(data.len());
        let rest = &data[pos..];
        let mut end = memchr::memchr(b'\n', rest).map_or(rest.len(), |i| i + 1);
        if let Some(n) = n {
            end = end.min(n);
        }
        self.pos.set(pos + end);
        rest[..end].to_vec()
    }

    /// Writes buffered file output to the file (a binary image: all of it, if changed).
    pub fn flush_file(&self) -> std::io::Result<()> {
        match &self.target {
            Target::File(w) => {
                if let Some(w) = w.borrow_mut().as_mut() {
                    w.flush()?;
                }
            }
            Target::Image(f) => {
                if self.dirty.replace(false)
                    && let Some(f) = f.borrow_mut().as_mut()
                {
                    use std::io::Seek;
                    let data = self.data.borrow();
                    f.seek(std::io::SeekFrom::Start(0))?;
                    f.write_all(&data)?;
                    f.set_len(data.len() as u64)?;
                    f.flush()?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Closes it: a file's output is written and the file closed.
    pub fn close(&self) -> std::io::Result<()> {
        if self.closed.replace(true) {
            return Ok(());
        }
        match &self.target {
            Target::File(w) => {
                if let Some(mut w) = w.borrow_mut().take() {
                    w.flush()?;
                }
            }
            Target::Image(f) => {
                self.flush_file()?;
                f.borrow_mut().take();
            }
            _ => {}
        }
        self.source.borrow_mut().take();
        Ok(())
    }
}

/// Reads at most `max` characters (`None`: all) of the process's standard input, up to
/// and with a newline when `line`, consuming exactly what it returns from the process's
/// buffer (no read past a line's end: on a terminal that would wait for the next line).
/// Bytes that are not UTF-8 become U+FFFD.
pub fn read_stdin(max: Option<usize>, line: bool) -> std::io::Result<String> {
    use std::io::{BufRead, ErrorKind, Read};
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = Vec::new();
    if max.is_none() && !line {
        input.read_to_end(&mut out)?;
        return Ok(String::from_utf8_lossy(&out).into_owned());
    }
    let mut chars = 0usize;
    // Continuation bytes the character being read still owes.
    let mut owed = 0u32;
    let full = |chars: usize| max == Some(chars);
    if full(chars) {
        return Ok(String::new());
    }
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        let mut used = 0;
        let mut done = false;
        for &b in buf {
            if owed > 0 && b & 0xC0 == 0x80 {
                owed -= 1;
            } else {
                // `b` starts a character (a sequence it breaks counts as one).
                if full(chars) {
                    done = true;
                    break;
                }
                chars += 1;
                owed = match b {
                    0xC0..=0xDF => 1,
                    0xE0..=0xEF => 2,
                    0xF0..=0xF7 => 3,
                    _ => 0,
                };
            }
            out.push(b);
            used += 1;
            if owed == 0 && ((line && b == b'\n') || full(chars)) {
                done = true;
                break;
            }
        }
        input.consume(used);
        if done {
            break;
        }
    }
    Ok(String::from_utf8_lossy(&out).into_owned())
}

impl Drop for Stream {
    fn drop(&mut self) {
        let _ = self.close();
    }
}

thread_local! {
    /// The streams `open()` made to write files, weakly, and how many the list may hold
    /// before the dead ones are dropped from it: what [`flush_open_files`] writes out.
    static OPEN_FILES: RefCell<(Vec<std::rc::Weak<Stream>>, usize)> =
        const { RefCell::new((Vec::new(), 16)) };
}

/// Notes `v`, a stream `open()` made, if it writes to a file: a run ends without freeing
/// its objects (the machine is forgotten), so a file still open then would lose its
/// buffered output, which CPython writes out when it finalizes the file object.
pub fn track_file(v: &crate::value::Value) {
    let crate::value::Value::Stream(s) = v else {
        return;
    };
    if !s.writable || !matches!(s.target, Target::File(_) | Target::Image(_)) {
        return;
    }
    OPEN_FILES.with_borrow_mut(|(files, limit)| {
        if files.len() >= *limit {
            files.retain(|f| f.strong_count() > 0);
            *limit = (files.len() * 2).max(16);
        }
        files.push(std::rc::Rc::downgrade(s));
    });
}

/// Writes out the buffered output of every file `open()` made that is still open (at
/// the end of a run). Errors are ignored, as CPython ignores them when it finalizes.
pub fn flush_open_files() {
    let files = OPEN_FILES.with_borrow_mut(|(files, _)| std::mem::take(files));
    for f in files.iter().filter_map(std::rc::Weak::upgrade) {
        if !f.closed.get() {
            let _ = f.flush_file();
        }
    }
}
