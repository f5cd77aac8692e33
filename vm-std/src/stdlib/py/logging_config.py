"""logging.config for vm-std: `dictConfig` after CPython 3.11's (formatters, filters,
handlers, loggers and the root, `()` factories, `ext://` and `cfg://` values,
`disable_existing_loggers`, `incremental`), written for vm-std. Not there:
`fileConfig` (no `configparser`), `listen`/`stopListening` (no sockets)."""

import re
import sys

import logging
import logging.handlers

__all__ = ['dictConfig', 'valid_ident', 'DictConfigurator', 'BaseConfigurator']

_IDENTIFIER = re.compile(r'^[a-z_][a-z0-9_]*$', re.I)


def valid_ident(s):
    if not _IDENTIFIER.match(s):
        raise ValueError('Not a valid Python identifier: %r' % s)
    return True


def _import(name):
    # `import name` as a function (vm-std has no __import__): the module itself
    namespace = {}
    exec('import %s as _module' % name, namespace)
    return namespace['_module']


class BaseConfigurator(object):
    """Resolves names to objects and `ext://`/`cfg://` strings to values."""

    CONVERT_PATTERN = re.compile(r'^(?P<prefix>[a-z]+)://(?P<suffix>.*)$')
    WORD_PATTERN = re.compile(r'^\s*(\w+)\s*')
    DOT_PATTERN = re.compile(r'^\.\s*(\w+)\s*')
    INDEX_PATTERN = re.compile(r'^\[([^\[\]]*)\]\s*')
    DIGIT_PATTERN = re.compile(r'^\d+$')

    value_converters = {'ext': 'ext_convert', 'cfg': 'cfg_convert'}

    def __init__(self, config):
        # a copy down to the sections, which configuring fills with the objects made
        self.config = {k: (dict(v) if isinstance(v, dict) else v)
                       for k, v in config.items()}

    def resolve(self, s):
        parts = s.split('.')
        used = parts.pop(0)
        try:
            found = _import(used)
            for part in parts:
                used += '.' + part
                try:
                    found = getattr(found, part)
                except AttributeError:
                    _import(used)
                    found = getattr(found, part)
            return found
        except ImportError as e:
            raise ValueError('Cannot resolve %r: %s' % (s, e)) from e

    def ext_convert(self, value):
        return self.resolve(value)

    def cfg_convert(self, value):
        m = self.WORD_PATTERN.match(value)
        if m is None:
            raise ValueError('Unable to convert %r' % value)
        rest = value[m.end():]
        d = self.config[m.group(1)]
        while rest:
            m = self.DOT_PATTERN.match(rest)
            if m:
                d = d[m.group(1)]
            else:
                m = self.INDEX_PATTERN.match(rest)
                if m:
                    index = m.group(1)
                    if self.DIGIT_PATTERN.match(index):
                        try:
                            d = d[int(index)]
                        except TypeError:
                            d = d[index]
                    else:
                        d = d[index]
            if not m:
                raise ValueError('Unable to convert %r at %r' % (value, rest))
            rest = rest[m.end():]
        return d

    def convert(self, value):
        """`value` with a `prefix://suffix` string replaced by what it names."""
        if isinstance(value, str):
            m = self.CONVERT_PATTERN.match(value)
            if m:
                name = self.value_converters.get(m.group('prefix'))
                if name:
                    return getattr(self, name)(m.group('suffix'))
        return value

    def configure_custom(self, config):
        """The object a `()` factory makes from the other keys (`.` sets attributes)."""
        config = dict(config)
        factory = config.pop('()')
        if not callable(factory):
            factory = self.resolve(factory)
        props = config.pop('.', None)
        kwargs = {k: self.convert(v) for k, v in config.items() if valid_ident(k)}
        result = factory(**kwargs)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result


def _clear_existing_handlers():
    logging._handlers.clear()
    logging.shutdown(logging._handlerList[:])
    del logging._handlerList[:]


class DictConfigurator(BaseConfigurator):
    """Configures logging from a dictionary (see `dictConfig`)."""

    def configure(self):
        config = self.config
        if 'version' not in config:
            raise ValueError("dictionary doesn't specify a version")
        if config['version'] != 1:
            raise ValueError('Unsupported version: %s' % config['version'])
        if config.pop('incremental', False):
            self._configure_incremental(config)
            return
        disable_existing = config.pop('disable_existing_loggers', True)
        _clear_existing_handlers()
        formatters = config.get('formatters', {})
        for name in formatters:
            try:
                formatters[name] = self.configure_formatter(formatters[name])
            except Exception as e:
                raise ValueError('Unable to configure formatter %r' % name) from e
        filters = config.get('filters', {})
        for name in filters:
            try:
                filters[name] = self.configure_filter(filters[name])
            except Exception as e:
                raise ValueError('Unable to configure filter %r' % name) from e
        handlers = config.get('handlers', {})
        deferred = []
        for name in sorted(handlers):
            try:
                handler = self.configure_handler(handlers[name])
                handler.name = name
                handlers[name] = handler
            except _TargetNotReady:
                # a MemoryHandler whose target comes later in the order
                deferred.append(name)
            except Exception as e:
                raise ValueError('Unable to configure handler %r' % name) from e
        for name in deferred:
            try:
                handler = self.configure_handler(handlers[name])
                handler.name = name
                handlers[name] = handler
            except Exception as e:
                raise ValueError('Unable to configure handler %r' % name) from e
        existing = sorted(logging.root.manager.loggerDict)
        # descendants of configured loggers are reset rather than disabled
        children = []
        loggers = config.get('loggers', {})
        for name in loggers:
            # (CPython finds the descendants through the placeholder loggers its
            # manager keeps for their dotted ancestors; this manager keeps none)
            prefix = name + '.'
            children.extend([e for e in existing if e.startswith(prefix)])
            if name in existing:
                existing.remove(name)
            try:
                self.configure_logger(name, loggers[name])
            except Exception as e:
                raise ValueError('Unable to configure logger %r' % name) from e
        for name in existing:
            logger = logging.root.manager.loggerDict[name]
            if name in children:
                logger.setLevel(logging.NOTSET)
                logger.handlers = []
                logger.propagate = True
            else:
                logger.disabled = disable_existing
        root = config.get('root', None)
        if root:
            try:
                self.configure_root(root)
            except Exception as e:
                raise ValueError('Unable to configure root logger') from e

    def _configure_incremental(self, config):
        handlers = config.get('handlers', {})
        for name in handlers:
            if name not in logging._handlers:
                raise ValueError('No handler found with name %r' % name)
            try:
                handler = logging._handlers[name]
                level = handlers[name].get('level', None)
                if level:
                    handler.setLevel(logging._checkLevel(level))
            except Exception as e:
                raise ValueError('Unable to configure handler %r' % name) from e
        loggers = config.get('loggers', {})
        for name in loggers:
            try:
                self.configure_logger(name, loggers[name], True)
            except Exception as e:
                raise ValueError('Unable to configure logger %r' % name) from e
        root = config.get('root', None)
        if root:
            try:
                self.configure_root(root, True)
            except Exception as e:
                raise ValueError('Unable to configure root logger') from e

    def configure_formatter(self, config):
        if '()' in config:
            factory = config['()']
            try:
                return self.configure_custom(config)
            except TypeError as te:
                if "'format'" not in str(te):
                    raise
                # a Formatter subclass takes `fmt`, not `format`
                config = dict(config)
                config['fmt'] = config.pop('format')
                config['()'] = factory
                return self.configure_custom(config)
        fmt = config.get('format', None)
        datefmt = config.get('datefmt', None)
        style = config.get('style', '%')
        cname = config.get('class', None)
        cls = self.resolve(cname) if cname else logging.Formatter
        if 'validate' in config:
            return cls(fmt, datefmt, style, config['validate'])
        return cls(fmt, datefmt, style)

    def configure_filter(self, config):
        if '()' in config:
            return self.configure_custom(config)
        return logging.Filter(config.get('name', ''))

    def add_filters(self, filterer, filters):
        for f in filters:
            try:
                if callable(f) or callable(getattr(f, 'filter', None)):
                    filterer.addFilter(f)
                else:
                    filterer.addFilter(self.config['filters'][f])
            except Exception as e:
                raise ValueError('Unable to add filter %r' % f) from e

    def configure_handler(self, config):
        config = dict(config)
        formatter = config.pop('formatter', None)
        if formatter:
            try:
                formatter = self.config['formatters'][formatter]
            except Exception as e:
                raise ValueError('Unable to set formatter %r' % formatter) from e
        level = config.pop('level', None)
        filters = config.pop('filters', None)
        if '()' in config:
            factory = config.pop('()')
            if not callable(factory):
                factory = self.resolve(factory)
        else:
            factory = self.resolve(config.pop('class'))
            if issubclass(factory, logging.handlers.MemoryHandler) and 'target' in config:
                target = self.config.get('handlers', {}).get(config['target'])
                if target is None:
                    raise ValueError('Unable to set target handler %r' % config['target'])
                if not isinstance(target, logging.Handler):
                    raise _TargetNotReady()
                config['target'] = target
        props = config.pop('.', None)
        kwargs = {k: self.convert(v) for k, v in config.items() if valid_ident(k)}
        try:
            result = factory(**kwargs)
        except TypeError as te:
            if "'stream'" not in str(te):
                raise
            kwargs['strm'] = kwargs.pop('stream')
            result = factory(**kwargs)
        if formatter:
            result.setFormatter(formatter)
        if level is not None:
            result.setLevel(logging._checkLevel(level))
        if filters:
            self.add_filters(result, filters)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result

    def add_handlers(self, logger, handlers):
        for h in handlers:
            try:
                logger.addHandler(self.config['handlers'][h])
            except Exception as e:
                raise ValueError('Unable to add handler %r' % h) from e

    def common_logger_config(self, logger, config, incremental=False):
        level = config.get('level', None)
        if level is not None:
            logger.setLevel(logging._checkLevel(level))
        if not incremental:
            for h in logger.handlers[:]:
                logger.removeHandler(h)
            handlers = config.get('handlers', None)
            if handlers:
                self.add_handlers(logger, handlers)
            filters = config.get('filters', None)
            if filters:
                self.add_filters(logger, filters)

    def configure_logger(self, name, config, incremental=False):
        logger = logging.getLogger(name)
        self.common_logger_config(logger, config, incremental)
        logger.disabled = False
        propagate = config.get('propagate', None)
        if propagate is not None:
            logger.propagate = propagate

    def configure_root(self, config, incremental=False):
        self.common_logger_config(logging.getLogger(), config, incremental)


class _TargetNotReady(Exception):
    pass


dictConfigClass = DictConfigurator


def dictConfig(config):
    """Configures logging from a dictionary."""
    dictConfigClass(config).configure()
