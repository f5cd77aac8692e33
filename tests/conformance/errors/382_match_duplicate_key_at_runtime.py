# expect: 10: ValueError: mapping pattern checks duplicate key ('a')
class Keys:
    FIRST = "a"
    SECOND = "a"


config = {"a": 1, "b": 2}
print("matching", sorted(config))
match config:
    case {Keys.FIRST: 1, Keys.SECOND: 2}:
        print("both")
