# A module with state: imported once, however many times it is named.
from modules import LOADED

LOADED.append(__name__)
count = 0


def bump(by=1):
    global count
    count += by
    return count


class Tally:
    made = 0

    def __init__(self, label):
        Tally.made += 1
        self.label = label

    def __repr__(self):
        return f"Tally({self.label!r}, #{Tally.made})"


def _hidden():
    return "hidden"
