alpha = "a"
