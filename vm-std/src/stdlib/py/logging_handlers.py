"""logging.handlers for vm-std: the handlers that need no threads, sockets or timers
(`RotatingFileHandler` and its base, `BufferingHandler`, `MemoryHandler`,
`QueueHandler`), written after CPython 3.11's."""

import copy
import os

import logging

__all__ = ['BaseRotatingHandler', 'RotatingFileHandler', 'BufferingHandler',
           'MemoryHandler', 'QueueHandler']


class BaseRotatingHandler(logging.FileHandler):
    """A file handler that moves its file aside (`doRollover`) when `shouldRollover`
    says so, before writing a record. `namer` names the old files, `rotator` moves
    them."""

    namer = None
    rotator = None

    def __init__(self, filename, mode, encoding=None, delay=False, errors=None):
        logging.FileHandler.__init__(self, filename, mode=mode, encoding=encoding,
                                     delay=delay, errors=errors)
        self.mode = mode
        self.encoding = encoding
        self.errors = errors

    def emit(self, record):
        try:
            if self.shouldRollover(record):
                self.doRollover()
            logging.FileHandler.emit(self, record)
        except Exception:
            self.handleError(record)

    def rotation_filename(self, default_name):
        if not callable(self.namer):
            return default_name
        return self.namer(default_name)

    def rotate(self, source, dest):
        if not callable(self.rotator):
            if os.path.exists(source):
                os.rename(source, dest)
        else:
            self.rotator(source, dest)


class RotatingFileHandler(BaseRotatingHandler):
    """Writes to a file until the next record would make it `maxBytes` long, then
    renames it `name.1` (and `name.1` `name.2`, up to `backupCount`) and starts anew."""

    def __init__(self, filename, mode='a', maxBytes=0, backupCount=0, encoding=None,
                 delay=False, errors=None):
        if maxBytes > 0:
            mode = 'a'
        BaseRotatingHandler.__init__(self, filename, mode, encoding=encoding, delay=delay,
                                     errors=errors)
        self.maxBytes = maxBytes
        self.backupCount = backupCount

    def doRollover(self):
        if self.stream:
            self.stream.close()
            self.stream = None
        if self.backupCount > 0:
            for i in range(self.backupCount - 1, 0, -1):
                older = self.rotation_filename('%s.%d' % (self.baseFilename, i))
                newer = self.rotation_filename('%s.%d' % (self.baseFilename, i + 1))
                if os.path.exists(older):
                    if os.path.exists(newer):
                        os.remove(newer)
                    os.rename(older, newer)
            first = self.rotation_filename(self.baseFilename + '.1')
            if os.path.exists(first):
                os.remove(first)
            self.rotate(self.baseFilename, first)
        if not self.delay:
            self.stream = self._open()

    def shouldRollover(self, record):
        # only a regular file rolls over (not /dev/null, a pipe)
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes > 0:
            msg = '%s\n' % self.format(record)
            self.stream.seek(0, 2)
            if self.stream.tell() + len(msg) >= self.maxBytes:
                return True
        return False


class BufferingHandler(logging.Handler):
    """Keeps records in `buffer`; `flush` (here: forgetting them) runs when
    `shouldFlush` says so (`capacity` records)."""

    def __init__(self, capacity):
        logging.Handler.__init__(self)
        self.capacity = capacity
        self.buffer = []

    def shouldFlush(self, record):
        return len(self.buffer) >= self.capacity

    def emit(self, record):
        self.buffer.append(record)
        if self.shouldFlush(record):
            self.flush()

    def flush(self):
        self.buffer.clear()

    def close(self):
        try:
            self.flush()
        finally:
            logging.Handler.close(self)


class MemoryHandler(BufferingHandler):
    """Buffers records and hands them to `target` when the buffer is full or a record
    at `flushLevel` or above arrives (and at `close`, with `flushOnClose`)."""

    def __init__(self, capacity, flushLevel=logging.ERROR, target=None, flushOnClose=True):
        BufferingHandler.__init__(self, capacity)
        self.flushLevel = flushLevel
        self.target = target
        self.flushOnClose = flushOnClose

    def shouldFlush(self, record):
        return len(self.buffer) >= self.capacity or record.levelno >= self.flushLevel

    def setTarget(self, target):
        self.target = target

    def flush(self):
        # without a target the records stay
        if self.target:
            for record in self.buffer:
                self.target.handle(record)
            self.buffer.clear()

    def close(self):
        try:
            if self.flushOnClose:
                self.flush()
        finally:
            self.target = None
            BufferingHandler.close(self)


class QueueHandler(logging.Handler):
    """Puts each record, formatted and made plain (`prepare`), on a queue (anything
    with `put_nowait`)."""

    def __init__(self, queue):
        logging.Handler.__init__(self)
        self.queue = queue

    def enqueue(self, record):
        self.queue.put_nowait(record)

    def prepare(self, record):
        msg = self.format(record)
        # a copy: other handlers still see the record as it was
        record = copy.copy(record)
        record.message = msg
        record.msg = msg
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return record

    def emit(self, record):
        try:
            self.enqueue(self.prepare(record))
        except Exception:
            self.handleError(record)
