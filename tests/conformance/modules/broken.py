value = 1
raise ValueError("broken on purpose")
