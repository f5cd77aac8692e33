# expect: 16: AttributeError: property 'port' of 'Config.Server' object has no setter
# A read-only property of a nested class assigned to: CPython 3.11 names the
# attribute and the class's qualified name.
class Config:
    class Server:
        def __init__(self, port):
            self._port = port

        @property
        def port(self):
            return self._port


server = Config.Server(8080)
print(server.port)
server.port = 9090
