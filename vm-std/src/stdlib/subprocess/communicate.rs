//! `communicate`: feeds the child its input and reads its stdout and stderr to their
//! ends, all at once (a thread per pipe), so that a child blocked writing one pipe while
//! the parent waits on another cannot deadlock them, the danger CPython's `select` loop
//! avoids. A call that times out leaves the threads running and their output gathering
//! in a `Comm`, kept under a key the `Popen` chose, and its next call goes on from
//! there, as CPython's does. A communication does not need the child: its status may
//! have been read already (`p.wait()` then `p.communicate()`).

use std::io::{Read, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::error::PyResult;
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, bytes, num};

use super::{io_error, pipes, timeout_of};

thread_local! {
    /// The communications under way (timed out), by their `Popen`'s key.
    static COMMS: std::cell::RefCell<std::collections::HashMap<i64, Comm>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// What a pipe's thread has read so far.
type Gathered = Arc<Mutex<Vec<u8>>>;

/// A communication under way with one child.
pub(super) struct Comm {
    out: Option<Gathered>,
    err: Option<Gathered>,
    /// Each thread sends its error (or `None`) here when it ends.
    ended: mpsc::Receiver<Option<std::io::Error>>,
    /// The threads not yet ended.
    running: usize,
    /// The first error a thread met (a broken pipe on input is none, as CPython's).
    error: Option<std::io::Error>,
}

impl Comm {
    /// Starts the threads: one writing `input` to `stdin` then closing it, one reading
    /// each of `stdout` and `stderr` to its end.
    fn start(
        stdin: Option<std::fs::File>,
        input: Vec<u8>,
        stdout: Option<std::fs::File>,
        stderr: Option<std::fs::File>,
    ) -> Comm {
        let (tx, ended) = mpsc::channel();
        let mut running = 0;
        if let Some(mut file) = stdin {
            if input.is_empty() {
                drop(file);
            } else {
                let tx = tx.clone();
                running += 1;
                std::thread::spawn(move || {
                    let r = file.write_all(&input);
                    drop(file);
                    let e = r
                        .err()
                        .filter(|e| e.kind() != std::io::ErrorKind::BrokenPipe);
                    let _ = tx.send(e);
                });
            }
        }
        let mut reader = |file: Option<std::fs::File>| {
            let mut file = file?;
            let gathered = Gathered::default();
            let into = Arc::clone(&gathered);
            let tx = tx.clone();
            running += 1;
            std::thread::spawn(move || {
                let mut chunk = vec![0u8; 32768];
                let e = loop {
                    match file.read(&mut chunk) {
                        Ok(0) => break None,
                        Ok(n) => into
                            .lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .extend_from_slice(&chunk[..n]),
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(e) => break Some(e),
                    }
                };
                let _ = tx.send(e);
            });
            Some(gathered)
        };
        let out = reader(stdout);
        let err = reader(stderr);
        Comm {
            out,
            err,
            ended,
            running,
            error: None,
        }
    }
}

/// The bytes gathered (`None` for a stream that is no pipe, or, when `partial`, one
/// that gave nothing yet: CPython's `TimeoutExpired.output`).
fn gathered(g: &Option<Gathered>, partial: bool) -> Value {
    match g {
        Some(g) => {
            let data = g.lock().unwrap_or_else(|p| p.into_inner());
            if partial && data.is_empty() {
                Value::None
            } else {
                Value::bytes(data.clone())
            }
        }
        None => Value::None,
    }
}

/// `communicate(key, stdin, input, stdout, stderr, timeout)`: `key` names the
/// communication (a number its `Popen` keeps, unique in the process); the descriptors
/// of the pipes (`-1` for none, all moved out of the pipe table), `input` bytes or `None`;
/// answers `(True, out, err)` when both outputs reached their ends (`None` for one that
/// is no pipe), or `(False, out, err)` with what came so far when `timeout` seconds
/// passed first. The child is not waited for (`Popen.communicate` does that next).
pub(super) fn communicate(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let key = num::to_index(&args[0])?;
    let timeout = timeout_of(&args[5])?;
    let input = match &args[2] {
        Value::None => Vec::new(),
        v => match bytes::bytes_like(v) {
            Some(b) => b.to_vec(),
            None => {
                return Err(crate::error::PyError::type_error(format!(
                    "memoryview: a bytes-like object is required, not '{}'",
                    v.type_name()
                )));
            }
        },
    };
    let pipe = |v: &Value| -> PyResult<Option<std::fs::File>> {
        let fd = num::to_index(v)?;
        Ok(if fd < 0 { None } else { pipes::take(fd) })
    };
    let (stdin, stdout, stderr) = (pipe(&args[1])?, pipe(&args[3])?, pipe(&args[4])?);
    let deadline = timeout.map(|t| Instant::now().checked_add(t));
    let mut comm = COMMS
        .with_borrow_mut(|comms| comms.remove(&key))
        .unwrap_or_else(|| Comm::start(stdin, input, stdout, stderr));
    while comm.running > 0 {
        let ended = match deadline {
            None | Some(None) => comm
                .ended
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(Some(d)) => comm
                .ended
                .recv_timeout(d.saturating_duration_since(Instant::now())),
        };
        match ended {
            Ok(e) => {
                comm.running -= 1;
                if comm.error.is_none() {
                    comm.error = e;
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                let partial = Value::tuple(vec![
                    Value::Bool(false),
                    gathered(&comm.out, true),
                    gathered(&comm.err, true),
                ]);
                COMMS.with_borrow_mut(|comms| comms.insert(key, comm));
                return Ok(partial);
            }
            // Every thread sends before it ends, so none is left to wait for.
            Err(RecvTimeoutError::Disconnected) => comm.running = 0,
        }
    }
    if let Some(e) = &comm.error {
        return Err(io_error(e, ""));
    }
    Ok(Value::tuple(vec![
        Value::Bool(true),
        gathered(&comm.out, false),
        gathered(&comm.err, false),
    ]))
}
