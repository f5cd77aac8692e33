# expect: 3: NameError: name 'undefined_helper_qq' is not defined
def run():
    return undefined_helper_qq(1)


print("start")
run()
