# expect: 9: TypeError: Random.randint() missing 1 required positional argument: 'b'
import random

random.seed(1)
print(random.randint(1, 6))


def roll(sides):
    return random.randint(sides)


print(roll(20))
