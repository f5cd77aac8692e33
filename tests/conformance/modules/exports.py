__all__ = ["public_one", "_chosen"]

public_one = 1
public_two = 2
_chosen = "chosen though private"
