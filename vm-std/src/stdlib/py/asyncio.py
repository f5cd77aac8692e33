"""Asynchronous I/O for vm-std: CPython's event loop, futures, tasks and synchronization
primitives for programs whose coroutines wait on each other and on timers.

The loop keeps ready callbacks in a deque and timers in a heap; a turn runs the timers
that are due and then every callback that was ready when the turn began (CPython's
`_run_once`). With nothing ready it sleeps until the next timer. A Task drives its
coroutine with `send`/`throw`: a Future the coroutine awaits yields itself up to the
Task, which resumes the coroutine when the Future is done; a bare `yield` (what
`sleep(0)` awaits) lets the other ready callbacks run first. There is no I/O (sockets,
subprocesses, threads): vm-std has none to wait on.
"""

import heapq as _heapq
import sys as _sys
import time as _time
from collections import deque as _deque

__all__ = [
    "AbstractEventLoop", "BoundedSemaphore", "CancelledError", "Event", "FIRST_COMPLETED",
    "FIRST_EXCEPTION", "ALL_COMPLETED", "Future", "Handle", "InvalidStateError",
    "LifoQueue", "Lock", "PriorityQueue", "Queue", "QueueEmpty", "QueueFull", "Runner",
    "Semaphore", "Task", "TimeoutError", "TimerHandle", "all_tasks", "as_completed",
    "create_task", "current_task", "ensure_future", "gather", "get_event_loop",
    "get_running_loop", "iscoroutine", "isfuture", "new_event_loop", "run",
    "set_event_loop", "shield", "sleep", "wait", "wait_for",
]


class CancelledError(BaseException):
    """The Task or Future was cancelled."""

    __module__ = "asyncio.exceptions"


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""

    __module__ = "asyncio.exceptions"


class QueueEmpty(Exception):
    """Raised by `Queue.get_nowait` on an empty queue."""

    __module__ = "asyncio.queues"


class QueueFull(Exception):
    """Raised by `Queue.put_nowait` on a full queue."""

    __module__ = "asyncio.queues"


TimeoutError = TimeoutError

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"

_PENDING = "PENDING"
_CANCELLED = "CANCELLED"
_FINISHED = "FINISHED"


async def _sample():
    pass


_sample_coroutine = _sample()
_CoroutineType = type(_sample_coroutine)
_sample_coroutine.close()
del _sample, _sample_coroutine


def iscoroutine(obj):
    """Whether `obj` is a coroutine object."""
    return type(obj) is _CoroutineType


def isfuture(obj):
    """Whether `obj` is a Future (an object of a class with `_asyncio_future_blocking`)."""
    return getattr(type(obj), "_asyncio_future_blocking", None) is not None


# ---------------------------------------------------------------------- callbacks


class Handle:
    """A callback the loop will run (`call_soon`)."""

    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def cancel(self):
        self._cancelled = True

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                "message": f"Exception in callback {_callback_name(self._callback)}",
                "exception": exc,
            })


class TimerHandle(Handle):
    """A callback the loop will run at a time (`call_later`, `call_at`)."""

    def __init__(self, when, callback, args, loop):
        super().__init__(callback, args, loop)
        self._when = when

    def when(self):
        return self._when


def _callback_name(callback):
    return getattr(callback, "__qualname__", None) or repr(callback)


# ---------------------------------------------------------------------- the loop

_running_loop = None
_event_loop = None
_current_tasks = {}
# The tasks not done yet, by id (a set would hash through `Future.__eq__`'s absence
# all the same; a dict keeps creation order, as CPython's WeakSet roughly does).
_all_tasks = {}


class AbstractEventLoop:
    """The base of event loops."""


class BaseEventLoop(AbstractEventLoop):
    """The event loop: ready callbacks and timers, run turn by turn."""

    def __init__(self):
        self._ready = _deque()
        self._scheduled = []
        self._sequence = 0
        self._running = False
        self._stopping = False
        self._closed = False
        self._exception_handler = None
        self._debug = False

    def __repr__(self):
        return (f"<{type(self).__name__} running={self._running} "
                f"closed={self._closed} debug={self._debug}>")

    def time(self):
        return _time.monotonic()

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        handle = Handle(callback, args, self)
        self._ready.append(handle)
        return handle

    def call_later(self, delay, callback, *args, context=None):
        return self.call_at(self.time() + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        self._check_closed()
        handle = TimerHandle(when, callback, args, self)
        self._sequence += 1
        _heapq.heappush(self._scheduled, (when, self._sequence, handle))
        return handle

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = bool(enabled)

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError("Cannot close a running event loop")
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def _check_closed(self):
        if self._closed:
            raise RuntimeError("Event loop is closed")

    def _check_running(self):
        if self._running:
            raise RuntimeError("This event loop is already running")
        if _running_loop is not None:
            raise RuntimeError(
                "Cannot run the event loop while another loop is running")

    def run_forever(self):
        global _running_loop
        self._check_closed()
        self._check_running()
        self._running = True
        previous = _running_loop
        _running_loop = self
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _running_loop = previous

    def run_until_complete(self, future):
        self._check_closed()
        self._check_running()
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_stop_loop)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_stop_loop)
        if not future.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return future.result()

    def _run_once(self):
        scheduled = self._scheduled
        while scheduled and scheduled[0][2]._cancelled:
            _heapq.heappop(scheduled)
        if not self._ready and not self._stopping:
            if scheduled:
                wait = scheduled[0][0] - self.time()
                if wait > 0:
                    _time.sleep(wait)
            else:
                # Nothing can happen any more: CPython waits on its selector forever.
                while True:
                    _time.sleep(3600)
        now = self.time()
        while scheduled and scheduled[0][0] <= now:
            handle = _heapq.heappop(scheduled)[2]
            if not handle._cancelled:
                self._ready.append(handle)
        for _ in range(len(self._ready)):
            handle = self._ready.popleft()
            if not handle._cancelled:
                handle._run()

    def set_exception_handler(self, handler):
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        message = context.get("message") or "Unhandled exception in event loop"
        exc = context.get("exception")
        lines = [message]
        for key in sorted(context):
            if key not in ("message", "exception"):
                lines.append(f"{key}: {context[key]!r}")
        if exc is not None:
            import traceback as _tb
            lines.append("".join(_tb.format_exception(exc)).rstrip("\n"))
        print("\n".join(lines), file=_sys.stderr)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            try:
                self.default_exception_handler(context)
            except Exception:
                print(context.get("message"), file=_sys.stderr)
        else:
            self._exception_handler(self, context)


def _stop_loop(future):
    future._loop.stop()


def new_event_loop():
    """A new event loop."""
    return BaseEventLoop()


def get_running_loop():
    """The loop running the current coroutine; RuntimeError outside one."""
    if _running_loop is None:
        raise RuntimeError("no running event loop")
    return _running_loop


def _get_running_loop():
    return _running_loop


def get_event_loop():
    """The running loop, else the one set for this thread (made the first time)."""
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None:
        _event_loop = new_event_loop()
    return _event_loop


def set_event_loop(loop):
    """Makes `loop` the current loop of this thread."""
    global _event_loop
    _event_loop = loop


# ---------------------------------------------------------------------- futures


def _init_future(future, loop):
    """A new Future's state (Future's and Task's `__init__`)."""
    future._loop = get_event_loop() if loop is None else loop
    future._state = _PENDING
    future._result = None
    future._exception = None
    future._callbacks = []
    future._cancel_message = None
    future._cancelled_exc = None


class Future:
    """The eventual result of an operation: awaiting it waits until it is set."""

    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        _init_future(self, loop)

    def __repr__(self):
        return f"<{type(self).__name__} {self._state_text()}>"

    def _state_text(self):
        if self._state == _FINISHED:
            if self._exception is not None:
                return f"finished exception={self._exception!r}"
            return f"finished result={self._result!r}"
        return self._state.lower()

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        self._callbacks[:] = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks[:] = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError("invalid state")
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError("invalid state")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def _set_result_unless_cancelled(future, result):
    if not future.cancelled():
        future.set_result(result)


# ---------------------------------------------------------------------- tasks

_task_count = 0


class Task(Future):
    """A coroutine scheduled to run on the loop: its result is the coroutine's."""

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_count
        # (Not `super().__init__(loop=loop)`: a keyword call per task scheduled.)
        _init_future(self, loop)
        if type(coro) is not _CoroutineType:
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        self._coro = coro
        self._fut_waiter = None
        self._must_cancel = False
        self._num_cancels_requested = 0
        if name is None:
            _task_count += 1
            name = f"Task-{_task_count}"
        self._name = str(name)
        self._loop.call_soon(self._step)
        _all_tasks[id(self)] = self

    def __repr__(self):
        return f"<Task {self._state_text()} name={self._name!r} coro={self._coro!r}>"

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None and self._fut_waiter.cancel(msg=msg):
            return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _step(self, exc=None):
        if self.done():
            raise InvalidStateError(f"_step(): already done: {self!r}, {exc!r}")
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        previous = _current_tasks.get(self._loop)
        _current_tasks[self._loop] = self
        try:
            if exc is None:
                result = self._coro.send(None)
            else:
                result = self._coro.throw(exc)
        except StopIteration as stop:
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
            self._forget()
        except CancelledError as cancelled:
            self._cancelled_exc = cancelled
            Future.cancel(self)
            self._forget()
        except (KeyboardInterrupt, SystemExit) as error:
            Future.set_exception(self, error)
            self._forget()
            raise
        except BaseException as error:
            Future.set_exception(self, error)
            self._forget()
        else:
            self._wait_on(result)
        finally:
            if previous is None:
                del _current_tasks[self._loop]
            else:
                _current_tasks[self._loop] = previous

    def _wait_on(self, result):
        blocking = getattr(result, "_asyncio_future_blocking", None)
        if blocking is not None:
            if result._loop is not self._loop:
                error = RuntimeError(
                    f"Task {self!r} got Future {result!r} attached to a different loop")
                self._loop.call_soon(self._step, error)
            elif not blocking:
                error = RuntimeError(
                    f"yield was used instead of yield from in task {self!r} with {result!r}")
                self._loop.call_soon(self._step, error)
            elif result is self:
                error = RuntimeError(f"Task cannot await on itself: {self!r}")
                self._loop.call_soon(self._step, error)
            else:
                result._asyncio_future_blocking = False
                result.add_done_callback(self._wakeup)
                self._fut_waiter = result
                if self._must_cancel and result.cancel(msg=self._cancel_message):
                    self._must_cancel = False
        elif result is None:
            self._loop.call_soon(self._step)
        else:
            error = RuntimeError(f"Task got bad yield: {result!r}")
            self._loop.call_soon(self._step, error)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()

    def _forget(self):
        _all_tasks.pop(id(self), None)


def current_task(loop=None):
    """The Task running now (in `loop`, by default the running one), or None."""
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    """The Tasks of `loop` (by default the running one) that are not done."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in _all_tasks.values() if t._loop is loop and not t.done()}


def create_task(coro, *, name=None, context=None):
    """Schedules coroutine `coro` to run as a Task of the running loop."""
    return get_running_loop().create_task(coro, name=name)


async def _wrap_awaitable(awaitable):
    return await awaitable


def ensure_future(coro_or_future, *, loop=None):
    """A Future as it is, a coroutine (or another awaitable) wrapped in a Task."""
    if type(coro_or_future) is _CoroutineType:
        if loop is None:
            loop = get_event_loop()
        return loop.create_task(coro_or_future)
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future._loop:
            raise ValueError("The future belongs to a different loop than "
                             "the one specified as the loop argument")
        return coro_or_future
    if not iscoroutine(coro_or_future):
        if hasattr(coro_or_future, "__await__"):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


class _Yield:
    """What `sleep(0)` awaits: one bare yield, so that the other ready callbacks run."""

    def __await__(self):
        yield


async def sleep(delay, result=None):
    """Waits `delay` seconds (real time), then returns `result`."""
    if delay <= 0:
        await _Yield()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    handle = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        handle.cancel()


class _GatheringFuture(Future):
    """`gather`'s Future: cancelling it cancels the children."""

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        cancelled = False
        for child in self._children:
            if child.cancel(msg=msg):
                cancelled = True
        if cancelled:
            self._cancel_requested = True
        return cancelled


def gather(*aws, return_exceptions=False):
    """A Future of the results of `aws` (awaitables, run concurrently), in order; the
    first exception, unless `return_exceptions` puts exceptions among the results."""
    if not aws:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer
    loop = None
    children = []
    futures = {}
    for arg in aws:
        key = id(arg)
        if key in futures:
            future = futures[key][1]
        else:
            future = ensure_future(arg, loop=loop)
            if loop is None:
                loop = future._loop
            # The argument is kept with its future, so its id is not reused meanwhile.
            futures[key] = (arg, future)
        children.append(future)
    outer = _GatheringFuture(children, loop=loop)
    pending = len(futures)

    def done(future):
        nonlocal pending
        pending -= 1
        if outer.done():
            if not future.cancelled():
                future.exception()
            return
        if not return_exceptions:
            if future.cancelled():
                outer.set_exception(future._make_cancelled_error())
                return
            exc = future.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if pending == 0:
            results = []
            for child in children:
                if child.cancelled():
                    message = child._cancel_message
                    res = CancelledError("" if message is None else message)
                else:
                    res = child.exception()
                    if res is None:
                        res = child.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(future._make_cancelled_error())
            else:
                outer.set_result(results)

    for future in {id(f): f for f in children}.values():
        future.add_done_callback(done)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(future):
    loop = get_running_loop()
    waiter = loop.create_future()

    def on_done(f):
        _release_waiter(waiter)

    future.add_done_callback(on_done)
    try:
        future.cancel()
        await waiter
    finally:
        future.remove_done_callback(on_done)


async def wait_for(fut, timeout):
    """The result of `fut`, unless `timeout` seconds pass first: then it is cancelled
    and TimeoutError raised."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    fut = ensure_future(fut, loop=loop)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timer = loop.call_later(timeout, _release_waiter, waiter)

    def on_done(f):
        _release_waiter(waiter)

    fut.add_done_callback(on_done)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(on_done)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(on_done)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timer.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Waits for the futures or tasks `fs` until `return_when`: the sets (done,
    pending)."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    fs = set(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    loop = get_running_loop()
    waiter = loop.create_future()
    timer = None
    if timeout is not None:
        timer = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED
                or (return_when == FIRST_EXCEPTION and not f.cancelled()
                    and f.exception() is not None)):
            if timer is not None:
                timer.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(on_completion)
    try:
        await waiter
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """An iterator of awaitables, each giving the next result of `fs` to complete."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    loop = get_event_loop()
    todo = []
    for f in fs:
        future = ensure_future(f, loop=loop)
        if all(t is not future for t in todo):
            todo.append(future)
    finished = Queue()
    timer = None

    def on_timeout():
        for f in todo:
            f.remove_done_callback(on_completion)
            finished.put_nowait(None)
        todo.clear()

    def on_completion(f):
        if not todo:
            return
        todo.remove(f)
        finished.put_nowait(f)
        if not todo and timer is not None:
            timer.cancel()

    async def wait_for_one():
        f = await finished.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(on_completion)
    if todo and timeout is not None:
        timer = loop.call_later(timeout, on_timeout)
    for _ in range(len(todo)):
        yield wait_for_one()


def shield(arg):
    """Awaits `arg` without letting a cancellation of the awaiting task cancel it."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner._loop
    outer = loop.create_future()

    def inner_done(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(inner_done)

    inner.add_done_callback(inner_done)
    outer.add_done_callback(outer_done)
    return outer


# ---------------------------------------------------------------------- running


def _cancel_all_tasks(loop):
    to_cancel = all_tasks(loop)
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    for task in to_cancel:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                "message": "unhandled exception during asyncio.run() shutdown",
                "exception": task.exception(),
                "task": task,
            })


class Runner:
    """A loop that runs coroutines one after another, then closes (`asyncio.run`'s)."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._debug = debug
        self._loop_factory = loop_factory
        self._state = "created"

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != "initialized":
            return
        try:
            loop = self._loop
            _cancel_all_tasks(loop)
        finally:
            if self._loop_factory is None:
                set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = "closed"

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError(f"a coroutine was expected, got {coro!r}")
        if _running_loop is not None:
            raise RuntimeError(
                "Runner.run() cannot be called from a running event loop")
        self._lazy_init()
        task = self._loop.create_task(coro)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == "closed":
            raise RuntimeError("Runner is closed")
        if self._state == "initialized":
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            set_event_loop(self._loop)
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._state = "initialized"


def run(main, *, debug=None):
    """Runs coroutine `main` on a new event loop to its end, and returns its result."""
    if _running_loop is not None:
        raise RuntimeError(
            "asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError(f"a coroutine was expected, got {main!r}")
    with Runner(debug=debug) as runner:
        return runner.run(main)


# ---------------------------------------------------------------------- synchronization


class Event:
    """A flag that tasks wait on until it is set."""

    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def __repr__(self):
        return f"<{type(self).__name__} [{'set' if self._value else 'unset'}]>"

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for future in self._waiters:
                if not future.done():
                    future.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        future = get_running_loop().create_future()
        self._waiters.append(future)
        try:
            await future
            return True
        finally:
            self._waiters.remove(future)


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    """A lock tasks take in turn (first come, first served)."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = "locked" if self._locked else "unlocked"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{type(self).__name__} [{extra}]>"

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None
                                 or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = _deque()
        future = get_running_loop().create_future()
        self._waiters.append(future)
        try:
            try:
                await future
            finally:
                self._waiters.remove(future)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError("Lock is not acquired.")
        self._locked = False
        self._wake_up_first()

    def _wake_up_first(self):
        if not self._waiters:
            return
        future = self._waiters[0]
        if not future.done():
            future.set_result(True)


class Semaphore(_ContextManagerMixin):
    """A counter tasks take from (waiting at zero) and give back."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = "locked" if self.locked() else f"unlocked, value:{self._value}"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{type(self).__name__} [{extra}]>"

    def locked(self):
        return self._value == 0 or any(
            not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = _deque()
        future = get_running_loop().create_future()
        self._waiters.append(future)
        try:
            try:
                await future
            finally:
                self._waiters.remove(future)
        except CancelledError:
            if not future.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for future in self._waiters:
            if not future.done():
                self._value -= 1
                future.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore that may not be released more often than it was acquired."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


class Queue:
    """A first-in first-out queue between tasks (`maxsize` 0: unbounded)."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f"<{type(self).__name__} maxsize={self._maxsize!r}>"

    @property
    def maxsize(self):
        return self._maxsize

    def qsize(self):
        return len(self._queue)

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            putter = get_running_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = get_running_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """A Queue that gives the smallest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heapq.heappush(self._queue, item)

    def _get(self):
        return _heapq.heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that gives the newest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()
