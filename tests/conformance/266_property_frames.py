# A property read through a local (`task.ready`) runs its getter in a frame once the
# site has specialized; subclasses overriding it, a property replaced on the class, and
# a plain attribute of the same name on another class all still read what CPython reads.


class Task:
    def __init__(self, n):
        self.n = n

    @property
    def ready(self):
        return self.n % 3 == 0

    @property
    def label(self):
        return "task" + str(self.n)


class Urgent(Task):
    @property
    def ready(self):
        return True


class Plain:
    def __init__(self):
        self.ready = "plain"
        self.label = "plain"


def count_ready(tasks):
    c = 0
    for t in tasks:
        if t.ready:
            c += 1
    return c


def labels(tasks):
    out = []
    for t in tasks:
        out.append(t.label)
    return out


tasks = []
for i in range(30):
    tasks.append(Task(i))
print(count_ready(tasks), count_ready(tasks))
tasks.append(Urgent(1))
print(count_ready(tasks))
tasks.append(Plain())
print(count_ready(tasks))
print(labels(tasks)[0], labels(tasks)[30], labels(tasks)[31])


def always(self):
    return False


Task.ready = property(always)
print(count_ready(tasks))
