"""Logging as CPython 3.11's logging package does it, written for vm-std.

Loggers in a dotted hierarchy under the root logger, levels, handlers, filters,
formatters with the three format styles, `basicConfig`, the module-level functions and
the "last resort" handler; records carry the caller's file, line and function, read
from `sys._getframe`. Not there: `logging.config`, `logging.handlers`, the locks
(vm-std runs one thread), `captureWarnings`.
"""

import io
import os
import sys
import time

__all__ = [
    'BASIC_FORMAT', 'CRITICAL', 'DEBUG', 'ERROR', 'FATAL', 'FileHandler', 'Filter',
    'Formatter', 'Handler', 'INFO', 'LogRecord', 'Logger', 'LoggerAdapter', 'NOTSET',
    'NullHandler', 'StreamHandler', 'WARN', 'WARNING', 'addLevelName', 'basicConfig',
    'critical', 'debug', 'disable', 'error', 'exception', 'fatal', 'getLevelName',
    'getLogger', 'getLoggerClass', 'info', 'log', 'makeLogRecord', 'setLoggerClass',
    'shutdown', 'warn', 'warning', 'getLogRecordFactory', 'setLogRecordFactory',
    'lastResort', 'raiseExceptions', 'getLevelNamesMapping', 'PercentStyle',
    'StrFormatStyle', 'StringTemplateStyle', 'RootLogger', 'Filterer',
    'BufferingFormatter', 'root',
]

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

_startTime = time.time()

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {
    CRITICAL: 'CRITICAL', ERROR: 'ERROR', WARNING: 'WARNING', INFO: 'INFO',
    DEBUG: 'DEBUG', NOTSET: 'NOTSET',
}
_nameToLevel = {
    'CRITICAL': CRITICAL, 'FATAL': FATAL, 'ERROR': ERROR, 'WARN': WARNING,
    'WARNING': WARNING, 'INFO': INFO, 'DEBUG': DEBUG, 'NOTSET': NOTSET,
}


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    """The name of a level number, the number of a level name, or 'Level %s'."""
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return 'Level %s' % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError('Unknown level: %r' % level)
        return _nameToLevel[level]
    raise TypeError('Level not an integer or a valid string: %r' % (level,))


# the frames of this module, which findCaller passes over
_srcfile = os.path.normcase(__file__)


def currentframe():
    return sys._getframe(1)


def _is_internal_frame(frame):
    return os.path.normcase(frame.f_code.co_filename) == _srcfile


# ------------------------------------------------------------------ records


class LogRecord(object):
    """One logged event: its message and arguments, level, where it was logged from
    and when."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        created = time.time()
        self.name = name
        self.msg = msg
        # log('%(a)s', {'a': 1}): a lone non-empty mapping is the arguments
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        try:
            self.filename = os.path.basename(pathname)
            self.module = os.path.splitext(self.filename)[0]
        except (TypeError, ValueError, AttributeError):
            self.filename = pathname
            self.module = 'Unknown module'
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = created
        self.msecs = int((created - int(created)) * 1000) + 0.0
        self.relativeCreated = (created - _startTime) * 1000
        if logThreads:
            # one thread: an identifier that stays the same for the run
            self.thread = _MAIN_THREAD_IDENT
            self.threadName = 'MainThread'
        else:
            self.thread = None
            self.threadName = None
        self.processName = 'MainProcess' if logMultiprocessing else None
        self.process = os.getpid() if logProcesses else None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno,
                                                      self.pathname, self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_MAIN_THREAD_IDENT = os.getpid()
_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    record = _logRecordFactory(None, None, '', 0, '', (), None, None)
    record.__dict__.update(dict)
    return record


# ------------------------------------------------------------------ formatting


class PercentStyle(object):
    default_format = '%(message)s'
    asctime_format = '%(asctime)s'
    asctime_search = '%(asctime)'

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        import re
        if not re.search(r'%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]',
                         self._fmt, re.I):
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _values(self, record):
        if self._defaults:
            values = dict(self._defaults)
            values.update(record.__dict__)
            return values
        return record.__dict__

    def _format(self, record):
        return self._fmt % self._values(record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError('Formatting field not found in record: %s' % e)


class StrFormatStyle(PercentStyle):
    default_format = '{message}'
    asctime_format = '{asctime}'
    asctime_search = '{asctime'

    def _format(self, record):
        return self._fmt.format(**self._values(record))

    def validate(self):
        import re
        field_name = re.compile(r'^(\d+|\w+)(\.\w+|\[[^]]+\])*$', re.I)
        spec_form = re.compile(r'^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?'
                               r'[bcdefgnosx%]?$', re.I)
        fields = set()
        try:
            for name, conversion, spec in _replacement_fields(self._fmt):
                if name:
                    if not field_name.search(name):
                        raise ValueError('invalid field name/expression: %r' % name)
                    fields.add(name)
                if conversion and conversion not in 'rsa':
                    raise ValueError('invalid conversion: %r' % conversion)
                if spec and not spec_form.match(spec):
                    raise ValueError('bad specifier: %r' % spec)
        except ValueError as e:
            raise ValueError('invalid format: %s' % e)
        if not fields:
            raise ValueError('invalid format: no fields')


def _replacement_fields(fmt):
    # the (name, conversion, spec) of each {field} of a str.format template, as
    # string.Formatter().parse reads them (a spec may hold nested {fields})
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c in '{}' and fmt[i + 1:i + 2] == c:
            i += 2
            continue
        if c == '}':
            raise ValueError("Single '}' encountered in format string")
        if c != '{':
            i += 1
            continue
        depth = 1
        j = i + 1
        while j < n and depth:
            if fmt[j] == '{':
                depth += 1
            elif fmt[j] == '}':
                depth -= 1
            j += 1
        if depth:
            raise ValueError("expected '}' before end of string")
        body = fmt[i + 1:j - 1]
        spec = ''
        colon = body.find(':')
        if colon >= 0:
            body, spec = body[:colon], body[colon + 1:]
        conversion = None
        bang = body.find('!')
        if bang >= 0:
            body, conversion = body[:bang], body[bang + 1:]
        out.append((body, conversion, spec))
        i = j
    return out


class StringTemplateStyle(PercentStyle):
    default_format = '${message}'
    asctime_format = '${asctime}'
    asctime_search = '${asctime}'

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        import string
        self._tpl = string.Template(self._fmt)

    def usesTime(self):
        return self._fmt.find('$asctime') >= 0 or self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        import re
        if not re.search(r'\$(\w+|\{\w+\})', self._fmt):
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        return self._tpl.substitute(**self._values(record))


BASIC_FORMAT = '%(levelname)s:%(name)s:%(message)s'

_STYLES = {
    '%': (PercentStyle, BASIC_FORMAT),
    '{': (StrFormatStyle, '{levelname}:{name}:{message}'),
    '$': (StringTemplateStyle, '${levelname}:${name}:${message}'),
}


class Formatter(object):
    """Turns a record into text: `fmt` over the record's attributes (with `asctime`
    from `formatTime` when the format uses it), then the exception and stack."""

    converter = time.localtime
    default_time_format = '%Y-%m-%d %H:%M:%S'
    default_msec_format = '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *,
                 defaults=None):
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s' % ','.join(_STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        ct = self.converter(record.created)
        if datefmt:
            return time.strftime(datefmt, ct)
        s = time.strftime(self.default_time_format, ct)
        if self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        sio = io.StringIO()
        _print_exception(ei, sio)
        s = sio.getvalue()
        if s[-1:] == '\n':
            s = s[:-1]
        return s

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            # cached: every handler shows the same text
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != '\n':
                s = s + '\n'
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != '\n':
                s = s + '\n'
            s = s + self.formatStack(record.stack_info)
        return s


def _print_exception(ei, file):
    # the traceback module's text when it is there; else the exception's last line
    try:
        import traceback
    except ImportError:
        traceback = None
    if traceback is not None:
        traceback.print_exception(ei[0], ei[1], ei[2], None, file)
        return
    exc = ei[1]
    name = type(exc).__name__
    module = type(exc).__module__
    if module not in ('builtins', '__main__'):
        name = module + '.' + name
    text = str(exc)
    file.write('%s: %s\n' % (name, text) if text else name + '\n')


_defaultFormatter = Formatter()


class BufferingFormatter(object):
    """Formats a batch of records with a header and a footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ''

    def formatFooter(self, records):
        return ''

    def format(self, records):
        if not records:
            return ''
        return (self.formatHeader(records)
                + ''.join([self.linefmt.format(r) for r in records])
                + self.formatFooter(records))


# ------------------------------------------------------------------ filters


class Filter(object):
    """Lets through the records of logger `name` and of its descendants."""

    def __init__(self, name=''):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if not record.name.startswith(self.name):
            return False
        return record.name[self.nlen:self.nlen + 1] == '.'


class Filterer(object):
    """Something with filters: a record passes when every filter lets it."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if hasattr(f, 'filter'):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                return False
        return True


# ------------------------------------------------------------------ handlers

_handlers = {}
_handlerList = []


class Handler(Filterer):
    """Where records go: `emit` writes one (subclasses say how)."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        self._closed = False
        _handlerList.append(self)
        self.createLock()

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    # one thread: nothing to lock
    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        fmt = self.formatter if self.formatter else _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented by Handler subclasses')

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        if raiseExceptions and sys.stderr:
            stderr = sys.stderr
            stderr.write('--- Logging error ---\n')
            _print_exception(sys.exc_info(), stderr)
            stderr.write('Call stack:\n')
            stderr.write('Logged from file %s, line %s\n' % (record.filename,
                                                            record.lineno))
            try:
                stderr.write('Message: %r\nArguments: %s\n' % (record.msg, record.args))
            except RecursionError:
                raise
            except Exception:
                stderr.write('Unable to print the message and arguments - possible '
                             'formatting error.\nUse the traceback above to help find '
                             'the error.\n')

    def __repr__(self):
        return '<%s (%s)>' % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    """Writes each record and a newline to a stream (`sys.stderr` by default)."""

    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, 'flush'):
            self.stream.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            self.stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            return None
        old = self.stream
        self.flush()
        self.stream = stream
        return old

    def __repr__(self):
        name = str(getattr(self.stream, 'name', ''))
        if name:
            name += ' '
        return '<%s %s(%s)>' % (type(self).__name__, name, getLevelName(self.level))


class FileHandler(StreamHandler):
    """Writes records to a file, opened when made (or at the first record: `delay`)."""

    def __init__(self, filename, mode='a', encoding=None, delay=False, errors=None):
        filename = os.fspath(filename)
        self.baseFilename = os.path.abspath(filename)
        self.mode = mode
        self.encoding = encoding
        if 'b' not in mode and encoding is None:
            self.encoding = 'locale'
        self.errors = errors
        self.delay = delay
        self._builtin_open = open
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def _open(self):
        options = {}
        if self.errors is not None:
            options['errors'] = self.errors
        if self.encoding not in (None, 'locale'):
            options['encoding'] = self.encoding
        return self._builtin_open(self.baseFilename, self.mode, **options)

    def close(self):
        try:
            if self.stream:
                try:
                    self.flush()
                finally:
                    stream = self.stream
                    self.stream = None
                    if hasattr(stream, 'close'):
                        stream.close()
        finally:
            StreamHandler.close(self)

    def emit(self, record):
        if self.stream is None:
            if self.mode != 'w' or not self._closed:
                self.stream = self._open()
        if self.stream:
            StreamHandler.emit(self, record)

    def __repr__(self):
        return '<%s %s (%s)>' % (type(self).__name__, self.baseFilename,
                                 getLevelName(self.level))


class _StderrHandler(StreamHandler):
    """The last resort: writes to whatever `sys.stderr` is at the time."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """Does nothing with records (a library's loggers, so no warning shows)."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


# ------------------------------------------------------------------ loggers


class Manager(object):
    """The loggers by name, each under its nearest existing dotted ancestor."""

    def __init__(self, rootnode):
        self.root = rootnode
        self.disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None
        self.logRecordFactory = None

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError('A logger name must be a string')
        found = self.loggerDict.get(name)
        if found is not None:
            return found
        logger = (self.loggerClass or _loggerClass)(name)
        logger.manager = self
        self.loggerDict[name] = logger
        self._fixupParents(logger)
        self._fixupChildren(logger)
        return logger

    def setLoggerClass(self, klass):
        if klass != Logger and not issubclass(klass, Logger):
            raise TypeError('logger not derived from logging.Logger: ' + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _fixupParents(self, logger):
        name = logger.name
        i = name.rfind('.')
        parent = None
        while i > 0 and parent is None:
            parent = self.loggerDict.get(name[:i])
            i = name.rfind('.', 0, i)
        logger.parent = parent if parent is not None else self.root

    def _fixupChildren(self, logger):
        # existing descendants whose parent is above the new logger now hang under it
        prefix = logger.name + '.'
        for other in self.loggerDict.values():
            if other is logger or not other.name.startswith(prefix):
                continue
            if other.parent is self.root or not other.parent.name.startswith(prefix):
                other.parent = logger

    def _clear_cache(self):
        for logger in self.loggerDict.values():
            logger._cache.clear()
        self.root._cache.clear()


class Logger(Filterer):
    """A named channel: records at or above its effective level go to its handlers
    and, while `propagate` holds, to its ancestors'."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError('level must be an integer')
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        f = currentframe()
        if f is None:
            return '(unknown file)', 0, '(unknown function)', None
        while stacklevel > 0:
            back = f.f_back
            if back is None:
                break
            f = back
            if not _is_internal_frame(f):
                stacklevel -= 1
        sinfo = None
        if stack_info:
            sinfo = 'Stack (most recent call last):\n' + _stack_text(f)
        return f.f_code.co_filename, f.f_lineno, f.f_code.co_name, sinfo

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None,
                   extra=None, sinfo=None):
        rv = _logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ['message', 'asctime'] or key in rv.__dict__:
                    raise KeyError('Attempt to overwrite %r in LogRecord' % key)
                rv.__dict__[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        sinfo = None
        if _srcfile:
            try:
                fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
            except ValueError:
                fn, lno, func = '(unknown file)', 0, '(unknown function)'
        else:
            fn, lno, func = '(unknown file)', 0, '(unknown function)'
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, fn, lno, msg, args, exc_info, func,
                                 extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def callHandlers(self, record):
        found = 0
        c = self
        while c:
            for hdlr in c.handlers:
                found += 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            c = c.parent if c.propagate else None
        if found == 0:
            if lastResort:
                if record.levelno >= lastResort.level:
                    lastResort.handle(record)
            elif raiseExceptions and not self.manager.emittedNoHandlerWarning:
                sys.stderr.write('No handlers could be found for logger "%s"\n'
                                 % self.name)
                self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level in self._cache:
            return self._cache[level]
        if self.manager.disable >= level:
            enabled = False
        else:
            enabled = level >= self.getEffectiveLevel()
        self._cache[level] = enabled
        return enabled

    def getChild(self, suffix):
        if self.root is not self:
            suffix = '.'.join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        return '<%s %s (%s)>' % (type(self).__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    """The logger at the top of the hierarchy, named 'root'."""

    def __init__(self, level):
        Logger.__init__(self, 'root', level)


_loggerClass = Logger


def setLoggerClass(klass):
    global _loggerClass
    if klass != Logger and not issubclass(klass, Logger):
        raise TypeError('logger not derived from logging.Logger: ' + klass.__name__)
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class LoggerAdapter(object):
    """A logger with context: `process` adds `extra` to every call."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs['extra'] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False):
        return self.logger._log(level, msg, args, exc_info=exc_info, extra=extra,
                                stack_info=stack_info)

    @property
    def manager(self):
        return self.logger.manager

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        return '<%s %s (%s)>' % (type(self).__name__, self.logger.name,
                                 getLevelName(self.logger.getEffectiveLevel()))


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


def _stack_text(frame):
    # the frames from the outermost to `frame`, as traceback.print_stack shows them:
    # each with its source line when the file can be read
    frames = []
    while frame is not None:
        frames.append(frame)
        frame = frame.f_back
    sources = {}
    lines = []
    for f in reversed(frames):
        filename = f.f_code.co_filename
        lines.append('  File "%s", line %d, in %s' % (filename, f.f_lineno,
                                                      f.f_code.co_name))
        if filename not in sources:
            try:
                with open(filename) as source:
                    sources[filename] = source.read().splitlines()
            except (OSError, UnicodeDecodeError):
                sources[filename] = []
        text = sources[filename]
        if 0 < f.f_lineno <= len(text) and text[f.f_lineno - 1].strip():
            lines.append('    ' + text[f.f_lineno - 1].strip())
    return '\n'.join(lines)


# ------------------------------------------------------------------ configuration


def basicConfig(**kwargs):
    """Gives the root logger a handler (a stream, a file, or the ones given) with a
    formatter, unless it has handlers already (or `force` removes them)."""
    force = kwargs.pop('force', False)
    encoding = kwargs.pop('encoding', None)
    errors = kwargs.pop('errors', 'backslashreplace')
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop('handlers', None)
        if handlers is None:
            if 'stream' in kwargs and 'filename' in kwargs:
                raise ValueError("'stream' and 'filename' should not be specified "
                                 "together")
        elif 'stream' in kwargs or 'filename' in kwargs:
            raise ValueError("'stream' or 'filename' should not be specified together "
                             "with 'handlers'")
        if handlers is None:
            filename = kwargs.pop('filename', None)
            mode = kwargs.pop('filemode', 'a')
            if filename:
                if 'b' in mode:
                    errors = None
                h = FileHandler(filename, mode, encoding=encoding, errors=errors)
            else:
                h = StreamHandler(kwargs.pop('stream', None))
            handlers = [h]
        dfs = kwargs.pop('datefmt', None)
        style = kwargs.pop('style', '%')
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s' % ','.join(_STYLES.keys()))
        fs = kwargs.pop('format', _STYLES[style][1])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop('level', None)
        if level is not None:
            root.setLevel(level)
        if kwargs:
            raise ValueError('Unrecognised argument(s): %s' % ', '.join(kwargs.keys()))


def getLogger(name=None):
    """The logger named `name` (made once, in the hierarchy), or the root logger."""
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flushes and closes every handler made (what CPython runs at exit)."""
    for h in reversed(handlerList[:]):
        try:
            h.flush()
            h.close()
        except (OSError, ValueError):
            pass
        except Exception:
            if raiseExceptions:
                raise
