# expect: 5: TypeError: Random.sample() got an unexpected keyword argument 'count'
import random

random.seed(8)
print(random.sample(["a", "b", "c"], 2, count=[1, 2, 3]))
