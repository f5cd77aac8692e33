# string.Template: $name, ${name}, $$, substitute with a mapping and/or keywords
# (keywords win), safe_substitute, the KeyError and ValueError (line and column) of
# substitute, is_valid, get_identifiers, and a subclass with another delimiter.
from string import Template

t = Template("$who likes ${what}s; cost: $$5, $who again")
print(t.substitute(who="Tim", what="kung pao"))
print(t.substitute({"who": "Ann", "what": "tea"}))
print(t.substitute({"who": "Ann", "what": "tea"}, who="Bob"))
print(t.safe_substitute(who="Eve"))
print(t.get_identifiers(), t.is_valid())
print(Template("${a}b$a_1 ${_x}").substitute(a=1, a_1=2, _x=3))
print(Template("$a$b").substitute(a=[1], b=(2,)))
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError", e)
for text in ["cost $5", "line\n  $ end", "${not valid}", "tail $", "a\nb\n$1"]:
    try:
        Template(text).substitute()
    except ValueError as e:
        print(repr(text), "ValueError", e)
    print(repr(Template(text).safe_substitute()), Template(text).is_valid())
print(Template("$x and $y").safe_substitute({"x": 1}))


class Percent(Template):
    delimiter = "%"


print(Percent("%name is %% sure, %{name}!").substitute(name="Al"))
print(Template("").substitute(), Template("no placeholders").substitute(x=1))
