# expect: 4:26
def scaler(factor):
    print("start")
    return lambda x: x * factor


print(scaler(2)(4))
