//! Text streams: `sys.stdout` and `sys.stderr`, `io.StringIO`, and the files `open()`
//! makes. A stream in memory (a `StringIO`, a file opened for reading, whose text is
//! read at once) keeps its text and a read position; a file opened for writing keeps a
//! buffered writer, flushed on `close()`, `flush()` and when the stream is dropped (as
//! CPython flushes a file it deallocates). The standard streams write through the
//! machine (a layer up), so their writes keep their order with `print`'s.

use std::cell::{Cell, RefCell};
use std::io::Write;

/// Where a stream's text goes or comes from.
pub enum Target {
    Stdout,
    Stderr,
    /// A `StringIO`, or a file read at open.
    Memory,
    /// A file opened for writing (or appending).
    File(RefCell<Option<std::io::BufWriter<std::fs::File>>>),
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
        }
    }

    /// The Python type name (`TextIOWrapper` for files and the standard streams).
    pub fn type_name(&self) -> &'static str {
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
        let text = self.text.borrow();
        let pos = self.pos.get().min(text.len());
        let rest = &text[pos..];
        let line = match rest.find('\n') {
            Some(i) => &rest[..=i],
            None => rest,
        };
        self.pos.set(pos + line.len());
        line.to_string()
    }

    /// Writes buffered file output to the file.
    pub fn flush_file(&self) -> std::io::Result<()> {
        if let Target::File(w) = &self.target
            && let Some(w) = w.borrow_mut().as_mut()
        {
            w.flush()?;
        }
        Ok(())
    }

    /// Closes it: a file's output is written and the file closed.
    pub fn close(&self) -> std::io::Result<()> {
        if self.closed.replace(true) {
            return Ok(());
        }
        if let Target::File(w) = &self.target
            && let Some(mut w) = w.borrow_mut().take()
        {
            w.flush()?;
        }
        Ok(())
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        let _ = self.close();
    }
}
