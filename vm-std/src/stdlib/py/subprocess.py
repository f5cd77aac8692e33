"""subprocess for vm-std: run child processes, talk to them through pipes, read their
return codes. Written for vm-std after CPython 3.11's behaviour (not its Lib/subprocess),
on the native _subprocess module, which starts children (std::process::Command), waits
for them and moves the bytes through their pipes. POSIX only."""

import os
import time
import _subprocess

__all__ = ["Popen", "PIPE", "STDOUT", "call", "check_call", "getstatusoutput",
           "getoutput", "check_output", "run", "CalledProcessError", "DEVNULL",
           "SubprocessError", "TimeoutExpired", "CompletedProcess", "list2cmdline"]

PIPE = _subprocess.PIPE
STDOUT = _subprocess.STDOUT
DEVNULL = _subprocess.DEVNULL

# Linux's signal names by number, for CalledProcessError's text of a child a signal
# ended ("died with <Signals.SIGKILL: 9>."), as CPython's signal.Signals names them.
_SIGNALS = {1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP",
            6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 10: "SIGUSR1",
            11: "SIGSEGV", 12: "SIGUSR2", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM",
            16: "SIGSTKFLT", 17: "SIGCHLD", 18: "SIGCONT", 19: "SIGSTOP", 20: "SIGTSTP",
            21: "SIGTTIN", 22: "SIGTTOU", 23: "SIGURG", 24: "SIGXCPU", 25: "SIGXFSZ",
            26: "SIGVTALRM", 27: "SIGPROF", 28: "SIGWINCH", 29: "SIGIO", 30: "SIGPWR",
            31: "SIGSYS", 34: "SIGRTMIN", 64: "SIGRTMAX"}
_SIGTERM = 15
_SIGKILL = 9


class SubprocessError(Exception):
    pass


def _set_output(self, value):
    self.output = value


# `stdout` names the same captured bytes as `output`, on both exceptions.
_stdout_alias = property(lambda self: self.output, _set_output)


class CalledProcessError(SubprocessError):
    """A child checked by run(check=True), check_call or check_output ended with a
    non-zero status (or a signal). Keeps cmd, returncode, output (alias stdout) and
    stderr."""

    def __init__(self, returncode, cmd, output=None, stderr=None):
        self.returncode, self.cmd = returncode, cmd
        self.output, self.stderr = output, stderr

    stdout = _stdout_alias

    def __str__(self):
        code = self.returncode
        if not code or code > 0:
            return f"Command '{self.cmd}' returned non-zero exit status {code}."
        signal = _SIGNALS.get(-code)
        if signal is None:
            return f"Command '{self.cmd}' died with unknown signal {-code}."
        return f"Command '{self.cmd}' died with <Signals.{signal}: {-code}>."


class TimeoutExpired(SubprocessError):
    """A child did not end within the timeout a call gave it. Keeps cmd, timeout,
    output (alias stdout) and stderr: what was read before the time ran out."""

    def __init__(self, cmd, timeout, output=None, stderr=None):
        self.cmd, self.timeout = cmd, timeout
        self.output, self.stderr = output, stderr

    stdout = _stdout_alias

    def __str__(self):
        return f"Command '{self.cmd}' timed out after {self.timeout} seconds"


class CompletedProcess(object):
    """A child that ended, as run() returns it: args, returncode, and stdout and
    stderr when they were captured (else None)."""

    def __init__(self, args, returncode, stdout=None, stderr=None):
        self.args, self.returncode = args, returncode
        self.stdout, self.stderr = stdout, stderr

    def __repr__(self):
        fields = [f"args={self.args!r}", f"returncode={self.returncode!r}"]
        for name in ("stdout", "stderr"):
            value = getattr(self, name)
            if value is not None:
                fields.append(f"{name}={value!r}")
        return f"{type(self).__name__}({', '.join(fields)})"

    def check_returncode(self):
        """CalledProcessError when the child's status is not 0."""
        if self.returncode:
            raise CalledProcessError(self.returncode, self.args, self.stdout, self.stderr)


def _translate_newlines(text):
    # Text mode reads with universal newlines, as CPython's TextIOWrapper.
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _utf8_prefix(data):
    """How many bytes at the start of data are whole UTF-8 characters: a character cut
    at the end of a read waits for the next one."""
    n = len(data)
    i = n - 1
    # Step back over at most three continuation bytes to the lead byte.
    while i >= 0 and i >= n - 4 and data[i] & 0xC0 == 0x80:
        i -= 1
    if i < 0:
        return n
    lead = data[i]
    if lead >= 0xF0:
        need = 4
    elif lead >= 0xE0:
        need = 3
    elif lead >= 0xC0:
        need = 2
    else:
        return n
    return n if n - i >= need else i


class _PipeFile:
    """The parent's end of a pipe to a child (Popen.stdin, .stdout, .stderr): a binary
    stream, or a text one when the Popen is in text mode (reads decode with universal
    newlines; writes encode and go through at once, as CPython's write_through)."""

    def __init__(self, fd, mode, encoding=None, errors=None):
        self._fd = fd
        self.mode = mode
        self._text = encoding is not None
        self.encoding = encoding
        self.errors = errors if errors is not None else "strict"
        self._buffer = b""
        self._eof = False
        self.closed = False

    def __repr__(self):
        kind = "TextIOWrapper" if self._text else (
            "BufferedWriter" if self.mode == "wb" else "BufferedReader")
        return "<_io.%s name=%d>" % (kind, self._fd)

    def _check_open(self, op=None):
        # CPython's messages: a binary stream names the operation, queries of either
        # kind end without a period.
        if self.closed:
            if op in ("fileno", "readable", "writable", "seekable", "isatty"):
                raise ValueError("I/O operation on closed file")
            if op is not None and not self._text:
                raise ValueError(op + (" to" if op == "write" else " of") + " closed file")
            raise ValueError("I/O operation on closed file.")

    def _check_readable(self, op="read"):
        self._check_open(op)
        if self.mode == "wb":
            import io
            raise io.UnsupportedOperation(op if not self._text else "not readable")

    def fileno(self):
        self._check_open("fileno")
        return self._fd

    def readable(self):
        self._check_open("readable")
        return self.mode == "rb"

    def writable(self):
        self._check_open("writable")
        return self.mode == "wb"

    def seekable(self):
        self._check_open("seekable")
        return False

    def isatty(self):
        self._check_open("isatty")
        return False

    def _fill(self):
        # One more read into the buffer; False at the end of the data.
        if self._eof:
            return False
        chunk = _subprocess.read(self._fd, 8192)
        if not chunk:
            self._eof = True
            return False
        self._buffer += chunk
        return True

    def _decode(self, data):
        return _translate_newlines(data.decode(self.encoding, self.errors))

    def _take(self, n):
        data = self._buffer[:n]
        self._buffer = self._buffer[n:]
        return data

    def read(self, size=-1):
        self._check_readable()
        if size is None:
            size = -1
        if size < 0:
            data = self._buffer
            self._buffer = b""
            if not self._eof:
                data += _subprocess.read(self._fd, -1)
                self._eof = True
            return self._decode(data) if self._text else data
        if not self._text:
            while len(self._buffer) < size and self._fill():
                pass
            return self._take(size)
        # Text: enough bytes for size characters (a character is at most 4 bytes).
        while True:
            cut = _utf8_prefix(self._buffer) if not self._eof else len(self._buffer)
            text = self._buffer[:cut].decode(self.encoding, self.errors)
            if len(_translate_newlines(text)) >= size or not self._fill():
                break
        cut = _utf8_prefix(self._buffer) if not self._eof else len(self._buffer)
        text = self._decode(self._buffer[:cut])
        if len(text) <= size:
            self._buffer = self._buffer[cut:]
            return text
        # Give back the bytes of the characters past size.
        result = text[:size]
        used = len(result.encode(self.encoding, self.errors))
        self._buffer = self._buffer[used:]
        return result

    def read1(self, size=-1):
        self._check_readable("read1")
        if not self._buffer:
            self._fill()
        if size is None or size < 0:
            size = len(self._buffer)
        return self._take(size)

    def readline(self, size=-1):
        self._check_readable("readline")
        if size is None:
            size = -1
        while True:
            if self._text:
                # A line ends at "\n", "\r\n" or a lone "\r" (universal newlines).
                i = self._buffer.find(b"\n")
                j = self._buffer.find(b"\r")
                if j >= 0 and (i < 0 or j < i) and (j + 1 < len(self._buffer) or self._eof):
                    end = j + 2 if self._buffer[j + 1:j + 2] == b"\n" else j + 1
                    break
                if i >= 0 and (j < 0 or i < j):
                    end = i + 1
                    break
            else:
                i = self._buffer.find(b"\n")
                if i >= 0:
                    end = i + 1
                    break
            if 0 <= size <= len(self._buffer) or not self._fill():
                end = len(self._buffer)
                break
        if 0 <= size < end and not self._text:
            end = size
        line = self._take(end)
        if self._text:
            line = self._decode(line)
            if 0 <= size < len(line):
                self._buffer = line[size:].encode(self.encoding, self.errors) + self._buffer
                line = line[:size]
        return line

    def readlines(self, hint=-1):
        self._check_open()
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                break
        return lines

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, data):
        self._check_open("write")
        if self.mode != "wb":
            import io
            raise io.UnsupportedOperation("write" if not self._text else "not writable")
        if self._text:
            if not isinstance(data, str):
                raise TypeError("write() argument must be str, not %s"
                                % type(data).__name__)
            _subprocess.write(self._fd, data.encode(self.encoding, self.errors))
            return len(data)
        return _subprocess.write(self._fd, data)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        self._check_open("flush")

    def close(self):
        if not self.closed:
            self.closed = True
            _subprocess.close(self._fd)

    def _detach(self):
        # communicate takes the descriptor (its threads own the pipe from then on).
        self.closed = True
        data = self._buffer
        self._buffer = b""
        return data

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc):
        self.close()


def _fsdecode(x):
    """An argument, an environment entry or a directory as the str the child gets
    (CPython's os.fsencode checks)."""
    if isinstance(x, str):
        s = x
    elif isinstance(x, (bytes, bytearray)):
        s = bytes(x).decode("utf-8", "surrogateescape")
    elif hasattr(type(x), "__fspath__"):
        s = os.fspath(x)
        if isinstance(s, bytes):
            s = s.decode("utf-8", "surrogateescape")
    else:
        raise TypeError("expected str, bytes or os.PathLike object, not %s"
                        % type(x).__name__)
    if "\0" in s:
        raise ValueError("embedded null byte")
    return s


# The keys of the native side's communications, one per Popen that communicates.
_communications = 0


def _stream(value):
    # A stream argument as _subprocess.spawn takes it: None, PIPE, STDOUT, DEVNULL or a
    # descriptor (a file object gives its fileno(), as CPython's). A file the program
    # reads also gives its position: vm-std's files read ahead of it, and the child
    # must read on from where the program stands.
    if value is None or isinstance(value, int):
        return value
    fd = value.fileno()
    if isinstance(value, _PipeFile) or not (value.readable() and value.seekable()):
        return fd
    return (fd, value.tell())


class Popen:
    """A child process started at once, with pipes to it as asked.

    The arguments are CPython's (args, stdin, stdout, stderr, cwd, env, shell, text,
    encoding, errors, universal_newlines, executable, bufsize, close_fds); the child's
    descriptors other than its standard streams are always closed.
    """

    def __init__(self, args, bufsize=-1, executable=None,
                 stdin=None, stdout=None, stderr=None,
                 preexec_fn=None, close_fds=True,
                 shell=False, cwd=None, env=None, universal_newlines=None,
                 startupinfo=None, creationflags=0,
                 restore_signals=True, start_new_session=False,
                 pass_fds=(), *, user=None, group=None, extra_groups=None,
                 encoding=None, errors=None, text=None, umask=-1, pipesize=-1,
                 process_group=None):
        self.args = args
        self.stdin = None
        self.stdout = None
        self.stderr = None
        self.pid = None
        self.returncode = None
        self.encoding = encoding
        self.errors = errors
        self.pipesize = pipesize
        self._communication_started = False
        self._input_sent = False
        self._gathered = None
        if bufsize is None:
            bufsize = -1
        if not isinstance(bufsize, int):
            raise TypeError("bufsize must be an integer")
        if pipesize is None:
            pipesize = -1
        if not isinstance(pipesize, int):
            raise TypeError("pipesize must be an integer")
        if startupinfo is not None:
            raise ValueError("startupinfo is only supported on Windows platforms")
        if creationflags != 0:
            raise ValueError("creationflags is only supported on Windows platforms")
        # What vm-std's children cannot do: each needs code run in the child between
        # fork and exec, which std::process::Command offers only as unsafe.
        for name, value, default in (("preexec_fn", preexec_fn, None),
                                     ("pass_fds", tuple(pass_fds), ()),
                                     ("start_new_session", start_new_session, False),
                                     ("user", user, None), ("group", group, None),
                                     ("extra_groups", extra_groups, None),
                                     ("umask", umask, -1),
                                     ("process_group", process_group, None)):
            if value != default:
                raise NotImplementedError(
                    "subprocess: vm-std does not support the %s argument" % name)
        if (text is not None and universal_newlines is not None
                and bool(universal_newlines) != bool(text)):
            raise SubprocessError('Cannot disambiguate when both text '
                                  'and universal_newlines are supplied but '
                                  'different. Pass one or the other.')
        self.text_mode = encoding or errors or text or universal_newlines
        if self.text_mode and encoding is None:
            self.encoding = encoding = "utf-8"

        if isinstance(args, (str, bytes)):
            argv = [args]
        elif isinstance(args, os.PathLike):
            if shell:
                raise TypeError('path-like args is not allowed when shell is true')
            argv = [args]
        else:
            argv = list(args)
        if shell:
            argv = ["/bin/sh", "-c"] + argv
            if executable:
                argv[0] = executable
        if not argv:
            # CPython's child reads args[0] for the program.
            raise IndexError("list index out of range")
        argv = [_fsdecode(a) for a in argv]
        if executable is not None:
            executable = _fsdecode(executable)
        if cwd is not None:
            cwd = _fsdecode(cwd)
        # The child's environment: env, else os.environ (whose changes children see, as
        # CPython's putenv makes them).
        if env is None:
            env = os.environ
        env_list = []
        for k, v in env.items():
            k = _fsdecode(k)
            if "=" in k:
                raise ValueError("illegal environment variable name")
            env_list.append((k, _fsdecode(v)))

        pid, p2cwrite, c2pread, errread = _subprocess.spawn(
            argv, executable, cwd, env_list,
            _stream(stdin), _stream(stdout), _stream(stderr))
        self.pid = pid
        if p2cwrite != -1:
            self.stdin = _PipeFile(p2cwrite, "wb", encoding, errors)
        if c2pread != -1:
            self.stdout = _PipeFile(c2pread, "rb", encoding, errors)
        if errread != -1:
            self.stderr = _PipeFile(errread, "rb", encoding, errors)

    def __repr__(self):
        obj_repr = (
            f"<{self.__class__.__name__}: "
            f"returncode: {self.returncode} args: {self.args!r}>"
        )
        if len(obj_repr) > 80:
            obj_repr = obj_repr[:76] + "...>"
        return obj_repr

    @property
    def universal_newlines(self):
        return self.text_mode

    @universal_newlines.setter
    def universal_newlines(self, universal_newlines):
        self.text_mode = bool(universal_newlines)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, value, traceback):
        if self.stdout:
            self.stdout.close()
        if self.stderr:
            self.stderr.close()
        try:
            if self.stdin:
                self.stdin.close()
        finally:
            # Wait for the process to terminate, to avoid zombies.
            self.wait()

    def poll(self):
        """The child's status if it has ended (kept in returncode), else None, without
        waiting."""
        if self.returncode is None:
            self.returncode = _subprocess.poll(self.pid)
        return self.returncode

    def wait(self, timeout=None):
        """Waits (at most timeout seconds) for the child to end; its status."""
        if self.returncode is None:
            code = _subprocess.wait(self.pid, timeout)
            if code is None:
                raise TimeoutExpired(self.args, timeout)
            self.returncode = code
        return self.returncode

    def communicate(self, input=None, timeout=None):
        """Send input to the child's stdin and close it, read its stdout and stderr to
        their ends, wait for it to end; returns (stdout, stderr), str in text mode,
        None for a stream that is no pipe."""
        if self._communication_started and input:
            raise ValueError("Cannot send input after starting communication")
        endtime = None if timeout is None else time.monotonic() + timeout
        if input is not None and self.stdin is not None:
            if self.text_mode:
                input = input.encode(self.stdin.encoding, self.stdin.errors)
            elif isinstance(input, str):
                raise TypeError("a bytes-like object is required, not 'str'")
        if self._gathered is None:
            # What the program already read into a pipe's buffer comes first.
            fds = []
            ahead = []
            for f in (self.stdin, self.stdout, self.stderr):
                if f is None or f.closed:
                    fds.append(-1)
                    ahead.append(b"")
                else:
                    fds.append(f._fd)
                    ahead.append(f._detach())
            global _communications
            _communications += 1
            self._gathered = (_communications, fds, ahead, self.stdout is not None,
                              self.stderr is not None)
        key, fds, ahead, want_out, want_err = self._gathered
        if self._communication_started:
            input = None
        self._communication_started = True
        done, out, err = _subprocess.communicate(key, fds[0], input, fds[1], fds[2],
                                                 timeout)
        if not done:
            raise TimeoutExpired(self.args, timeout,
                                 output=self._joined(ahead[1], out, True),
                                 stderr=self._joined(ahead[2], err, True))
        out = self._joined(ahead[1], out, False) if want_out else None
        err = self._joined(ahead[2], err, False) if want_err else None
        self._gathered = None
        # The child may still run with its pipes closed: wait for it within what
        # is left of the limit.
        if self.returncode is None:
            left = None if endtime is None else endtime - time.monotonic()
            code = _subprocess.wait(self.pid, left)
            if code is None:
                # CPython's wait names the time that was left.
                raise TimeoutExpired(self.args, left)
            self.returncode = code
        if self.text_mode:
            if out is not None:
                out = _translate_newlines(out.decode(self.encoding, self.errors or "strict"))
            if err is not None:
                err = _translate_newlines(err.decode(self.encoding, self.errors or "strict"))
        return (out, err)

    @staticmethod
    def _joined(ahead, data, partial):
        if data is None:
            data = b""
        data = ahead + data
        if partial and not data:
            return None
        return data

    def send_signal(self, sig):
        """Delivers signal sig to the child, unless it was already waited for."""
        self.poll()
        if self.returncode is not None:
            return
        _subprocess.send_signal(self.pid, sig)

    def terminate(self):
        """Asks the child to stop (SIGTERM)."""
        self.send_signal(_SIGTERM)

    def kill(self):
        """Stops the child outright (SIGKILL)."""
        self.send_signal(_SIGKILL)


def call(*popenargs, timeout=None, **kwargs):
    """Runs a child to its end (or the timeout); its status."""
    with Popen(*popenargs, **kwargs) as p:
        try:
            return p.wait(timeout=timeout)
        except:
            p.kill()
            raise


def check_call(*popenargs, **kwargs):
    """Runs a child to its end; CalledProcessError unless its status is 0."""
    retcode = call(*popenargs, **kwargs)
    if retcode:
        cmd = kwargs.get("args")
        if cmd is None:
            cmd = popenargs[0]
        raise CalledProcessError(retcode, cmd)
    return 0


def check_output(*popenargs, timeout=None, **kwargs):
    """Runs a child to its end and gives what it wrote to stdout; CalledProcessError
    unless its status is 0."""
    for kw in ('stdout', 'check'):
        if kw in kwargs:
            raise ValueError(f'{kw} argument not allowed, it will be overridden.')
    if 'input' in kwargs and kwargs['input'] is None:
        if kwargs.get('universal_newlines') or kwargs.get('text') or kwargs.get('encoding') \
                or kwargs.get('errors'):
            empty = ''
        else:
            empty = b''
        kwargs['input'] = empty
    return run(*popenargs, stdout=PIPE, timeout=timeout, check=True,
               **kwargs).stdout


def run(*popenargs,
        input=None, capture_output=False, timeout=None, check=False, **kwargs):
    """Runs a child to its end, feeding it input and capturing what is asked; a
    CompletedProcess (CalledProcessError with check=True and a non-zero status)."""
    if input is not None:
        if kwargs.get('stdin') is not None:
            raise ValueError('stdin and input arguments may not both be used.')
        kwargs['stdin'] = PIPE
    if capture_output:
        if kwargs.get('stdout') is not None or kwargs.get('stderr') is not None:
            raise ValueError('stdout and stderr arguments may not be used '
                             'with capture_output.')
        kwargs['stdout'] = PIPE
        kwargs['stderr'] = PIPE
    with Popen(*popenargs, **kwargs) as process:
        try:
            stdout, stderr = process.communicate(input, timeout=timeout)
        except TimeoutExpired:
            process.kill()
            process.wait()
            raise
        except:
            process.kill()
            raise
        retcode = process.poll()
        if check and retcode:
            raise CalledProcessError(retcode, process.args,
                                     output=stdout, stderr=stderr)
    return CompletedProcess(process.args, retcode, stdout, stderr)


def list2cmdline(seq):
    """Translate a sequence of arguments into a command line string, using the same
    rules as the MS C runtime (CPython's, for Windows)."""
    result = []
    for arg in map(os.fsdecode, seq):
        bs_buf = []
        if result:
            result.append(' ')
        needquote = (" " in arg) or ("\t" in arg) or not arg
        if needquote:
            result.append('"')
        for c in arg:
            if c == '\\':
                bs_buf.append(c)
            elif c == '"':
                result.append('\\' * len(bs_buf) * 2)
                bs_buf = []
                result.append('\\"')
            else:
                if bs_buf:
                    result.extend(bs_buf)
                    bs_buf = []
                result.append(c)
        if bs_buf:
            result.extend(bs_buf)
        if needquote:
            result.extend(bs_buf)
            result.append('"')
    return ''.join(result)


def getstatusoutput(cmd, *, encoding=None, errors=None):
    """(status, output) of a shell command, its stderr merged and one trailing newline
    dropped."""
    try:
        data = check_output(cmd, shell=True, text=True, stderr=STDOUT,
                            encoding=encoding, errors=errors)
        exitcode = 0
    except CalledProcessError as ex:
        data = ex.output
        exitcode = ex.returncode
    if data[-1:] == '\n':
        data = data[:-1]
    return exitcode, data


def getoutput(cmd, *, encoding=None, errors=None):
    """The output of a shell command (stdout and stderr), as getstatusoutput gives it."""
    return getstatusoutput(cmd, encoding=encoding, errors=errors)[1]
