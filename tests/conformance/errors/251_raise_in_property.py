# expect: 10: ZeroDivisionError: no readings for Sensor
# An exception raised inside a property getter: the innermost traceback line is in it.
class Sensor:
    def __init__(self, readings):
        self.readings = readings

    @property
    def average(self):
        if len(self.readings) == 0:
            raise ZeroDivisionError("no readings for " + type(self).__name__)
        return sum(self.readings) / len(self.readings)


print(Sensor([1, 2, 3]).average)
s = Sensor([])
print(s.average)
