# expect: 4:9
class Config:
    scratch = 1
    del scratch


print(Config)
