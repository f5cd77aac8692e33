# expect: 6:5
print("start")
class Config:
    try:
        limit = int("10")
    except ValueError as e:
        limit = 0
print(Config.limit)
