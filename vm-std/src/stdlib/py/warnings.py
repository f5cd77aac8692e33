"""warnings for vm-std: `warn` reports a warning as CPython 3.11 does, on stderr as
`FILE:LINE: Category: message` and the source line, once per place by default, as the
filters (`filterwarnings`, `simplefilter`) decide; `catch_warnings` saves and restores
them and can record the warnings instead. Written for vm-std (not CPython's
Lib/warnings or its C `_warnings`).

The place of a warning is found with `_traceback.stack()` (vm-std has no frame
objects). Each module's registry of warnings already shown is its `__warningregistry__`,
as in CPython."""

import sys
import _traceback

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Writes a warning to `file` (by default `sys.stderr`); a program may replace it."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """The text `showwarning` writes: `FILE:LINE: Category: message` and, indented on
    the next line, the source line (`line`, else the file's line `lineno`)."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno,
                                              None, line))


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    text = f"{msg.filename}:{msg.lineno}: {msg.category.__name__}: {msg.message}\n"
    line = msg.line
    if line is None:
        line = _traceback.line(msg.filename, msg.lineno) \
            if isinstance(msg.filename, str) and isinstance(msg.lineno, int) else ""
    if line:
        text += f"  {line.strip()}\n"
    return text


# The functions as the module defines them: a program's replacements are called in
# their place.
_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    if showwarning is not _showwarning_orig:
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file,
                    msg.line)
        return
    _showwarnmsg_impl(msg)


def _formatwarnmsg(msg):
    if formatwarning is not _formatwarning_orig:
        return formatwarning(msg.message, msg.category, msg.filename, msg.lineno,
                             msg.line)
    return _formatwarnmsg_impl(msg)


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Adds a filter in front of the others (at the end with `append`): warnings whose
    text matches `message` (a regular expression, case-insensitive, from the start),
    of class `category`, raised in a module whose name matches `module`, at line
    `lineno` (0: any) get `action`."""
    if action not in _ACTIONS:
        raise AssertionError(f"invalid action: {action!r}")
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not isinstance(category, type):
        raise AssertionError("category must be a class")
    if not issubclass(category, Warning):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Adds a filter for every warning of class `category` (at line `lineno`, 0: any)."""
    if action not in _ACTIONS:
        raise AssertionError(f"invalid action: {action!r}")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    # A filter already there moves to the front; appended, it stays where it was.
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Removes every filter (the default action, "default", applies to all)."""
    filters[:] = []
    _filters_mutated()


# The filters' version: a module's registry of warnings shown is emptied when it was
# filled under other filters.
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _matches(pattern, text):
    # The default filters name `__main__` as a string (CPython's C module compares
    # those); `filterwarnings` makes regular expressions.
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def warn(message, category=None, stacklevel=1, source=None):
    """Issues a warning: `message` (a string, or a Warning instance, which gives the
    category), of class `category` (UserWarning), reported at the line of the caller
    `stacklevel` frames up (1: the code that calls `warn`)."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, "
                        f"not '{type(category).__name__}'")
    frames = _traceback.stack()
    # (The last frame is this function's caller: `stack()` leaves out `warn` itself.)
    level = stacklevel if stacklevel > 1 else 1
    if level <= len(frames):
        filename, lineno, _, module = frames[-level]
        registry = _module_registry(module)
    else:
        filename, lineno, module = "sys", 1, "sys"
        registry = _module_registry("sys")
    if module is None:
        module = "<string>"
    warn_explicit(message, category, filename, lineno, module, registry, None, source)


def _module_registry(name):
    # The module's `__warningregistry__`, made on its first warning.
    module = sys.modules.get(name)
    if module is None:
        return _orphans.setdefault(name, {})
    registry = getattr(module, "__warningregistry__", None)
    if registry is None:
        registry = {}
        try:
            module.__warningregistry__ = registry
        except (AttributeError, TypeError):
            return _orphans.setdefault(name, {})
    return registry


# The registries of modules not in sys.modules.
_orphans = {}


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    """Issues a warning for the given place: file, line, module name and the registry
    of the warnings already shown there."""
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and _matches(mod, module)
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError(f"Unrecognized action ({action!r}) in warnings.filters:\n"
                           f" {item}")
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))


class WarningMessage(object):
    """A warning as `catch_warnings(record=True)` records it."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line",
                        "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None,
                 source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return (f"{{message : {self.message!r}, category : {self._category_name!r}, "
                f"filename : {self.filename!r}, lineno : {self.lineno}, "
                f"line : {self.line!r}}}")


class catch_warnings(object):
    """Saves the filters and `showwarning` on entry and restores them on exit; with
    `record=True` the warnings are not shown but appended to the list it returns.
    `action` (with `category`, `lineno`, `append`) adds a `simplefilter` on entry."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._module = sys.modules["warnings"] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules["warnings"]:
            args.append(f"module={self._module!r}")
        return f"{type(self).__name__}({', '.join(args)})"

    def __enter__(self):
        if self._entered:
            raise RuntimeError(f"Cannot enter {self!r} twice")
        self._entered = True
        module = self._module
        self._filters = module.filters
        module.filters = self._filters[:]
        module._filters_mutated()
        self._showwarning = module.showwarning
        self._showwarnmsg_impl = module._showwarnmsg_impl
        if self._filter is not None:
            module.simplefilter(*self._filter)
        if self._record:
            log = []
            module._showwarnmsg_impl = log.append
            # The default showwarning, so that warnings reach the log.
            module.showwarning = module._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError(f"Cannot exit {self!r} without entering first")
        module = self._module
        module.filters = self._filters
        module._filters_mutated()
        module.showwarning = self._showwarning
        module._showwarnmsg_impl = self._showwarnmsg_impl


defaultaction = "default"
onceregistry = {}
# CPython's default filters (a release build): DeprecationWarning shown for code in
# __main__ only; pending deprecations, import and resource warnings ignored.
filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
