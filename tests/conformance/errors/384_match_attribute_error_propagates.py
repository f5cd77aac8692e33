# expect: 8: ValueError: sensor offline
class Sensor:
    __match_args__ = ("reading",)

    @property
    def reading(self):
        if self.offline:
            raise ValueError("sensor offline")
        return 21.5

    def __init__(self, offline):
        self.offline = offline


def check(sensor):
    match sensor:
        case Sensor(float(r)) if r > 20:
            return f"warm {r}"
        case Sensor():
            return "cold"


print(check(Sensor(False)))
print(check(Sensor(True)))
