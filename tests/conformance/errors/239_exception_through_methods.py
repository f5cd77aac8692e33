# expect: 14: ValidationError: age must be positive, got -2
# A user exception raised several method calls deep; the innermost line is the raise.
class ValidationError(ValueError):
    pass


class Form:
    def __init__(self, fields):
        self.fields = fields

    def check_age(self):
        age = self.fields.get("age", 0)
        if age < 0:
            raise ValidationError("age must be positive, got " + str(age))
        return age

    def validate(self):
        return self.check_age() >= 18


print(Form({"age": 30}).validate())
print(Form({"age": -2}).validate())
