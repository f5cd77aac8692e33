def helper(x):
    return {"a": 1}[x]


result = helper("b")
