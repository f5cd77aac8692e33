# expect: 9: AttributeError: 'Settings' object has no attribute 'height'
# getattr without a default on a missing attribute.
class Settings:
    width = 80


s = Settings()
print(getattr(s, "width"), getattr(s, "height", 24))
print(getattr(s, "height"))
