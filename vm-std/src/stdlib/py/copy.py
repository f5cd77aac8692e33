"""copy for vm-std: shallow and deep copies (`copy`, `deepcopy` with a memo of what was
copied, cycles included), through `__copy__`/`__deepcopy__` where a class defines them,
else of an instance's `__dict__` and `__slots__`. Written for vm-std (not CPython's
Lib/copy)."""

import types

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error

_atomic = (type(None), int, float, bool, str, bytes, type,
           range, types.FunctionType, types.BuiltinFunctionType, type(...),
           type(NotImplemented))


def _is_atomic(x):
    return isinstance(x, _atomic) and not isinstance(x, (list, dict, set))


def copy(x):
    """A shallow copy of `x`."""
    cls = type(x)
    if cls in (list, dict, set):
        return cls.copy(x)
    if cls in (tuple, frozenset) or _is_atomic(x):
        return x
    if cls is bytearray:
        return bytearray(x)
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    return _reconstruct(x, None)


def deepcopy(x, memo=None, _nil=[]):
    """A deep copy of `x`; `memo` maps the ids of objects copied to their copies."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls is list:
        y = []
        memo[d] = y
        for item in x:
            y.append(deepcopy(item, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        items = [deepcopy(item, memo) for item in x]
        # A tuple that contains itself through a list was copied meanwhile.
        if d in memo:
            return memo[d]
        y = x
        for a, b in zip(x, items):
            if a is not b:
                y = tuple(items)
                break
    elif cls is set:
        y = set()
        memo[d] = y
        for item in x:
            y.add(deepcopy(item, memo))
    elif cls is frozenset:
        y = frozenset(deepcopy(item, memo) for item in x)
    elif cls is bytearray:
        y = bytearray(x)
    elif _is_atomic(x):
        y = x
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            y = _reconstruct(x, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # Keeps `x` alive while the memo is, so its id is not reused (as CPython's).
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _state(x):
    state = None
    getstate = getattr(type(x), "__getstate__", None)
    if getstate is not None:
        return getstate(x)
    try:
        d = x.__dict__
    except AttributeError:
        d = None
    if d:
        state = dict(d)
    slots = {}
    for klass in type(x).__mro__:
        names = getattr(klass, "__dict__", {}).get("__slots__", ())
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                name = "_" + klass.__name__.lstrip("_") + name
            if hasattr(x, name):
                slots[name] = getattr(x, name)
    if slots:
        return (state, slots)
    return state


def _reconstruct(x, memo):
    cls = type(x)
    deep = memo is not None
    if isinstance(x, tuple):
        args = x.__getnewargs__() if hasattr(cls, "__getnewargs__") else (tuple(x),)
        if deep:
            args = deepcopy(args, memo)
        y = cls.__new__(cls, *args)
    elif isinstance(x, BaseException):
        # CPython's copy rebuilds an exception from its `__reduce_ex__` (in the end
        # `BaseException.__reduce__` or the class's own): the class called again with
        # the arguments, then the state given to `__setstate__`.
        return _reconstruct_reduced(x, memo, x.__reduce__())
    else:
        if not hasattr(x, "__dict__") and not _has_slots(cls):
            raise Error(f"un(deep)copyable object of type {cls}")
        y = object.__new__(cls)
    if deep:
        memo[id(x)] = y
    if isinstance(x, list):
        items = deepcopy(list(x), memo) if deep else list(x)
        list.extend(y, items)
    elif isinstance(x, dict):
        for key, value in dict.items(x):
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            dict.__setitem__(y, key, value)
    state = _state(x)
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, "__setstate__", None)
        if setstate is not None:
            setstate(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                for key, value in state.items():
                    object.__setattr__(y, key, value)
            if slotstate:
                for key, value in slotstate.items():
                    object.__setattr__(y, key, value)
    return y


def _reconstruct_reduced(x, memo, rv):
    """A copy of `x` from `rv`, what its `__reduce__` returned: CPython's
    `copy._reconstruct` (a string names a global: `x` itself)."""
    if isinstance(rv, str):
        return x
    deep = memo is not None
    func, args = rv[0], rv[1]
    state = rv[2] if len(rv) > 2 else None
    listiter = rv[3] if len(rv) > 3 else None
    dictiter = rv[4] if len(rv) > 4 else None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, "__setstate__"):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y


def _has_slots(cls):
    for klass in cls.__mro__:
        if "__slots__" in getattr(klass, "__dict__", {}):
            return True
    return False
