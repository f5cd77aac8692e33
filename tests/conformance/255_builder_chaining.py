# Methods returning self (fluent builders) and new objects (immutable style), chained in
# one expression and inside loops; a query builder producing a string.


class Query:
    def __init__(self, table):
        self.table = table
        self.fields = []
        self.conds = []
        self.limit_n = None

    def select(self, field):
        self.fields.append(field)
        return self

    def where(self, cond):
        self.conds.append(cond)
        return self

    def limit(self, n):
        self.limit_n = n
        return self

    def build(self):
        fields = "*"
        if self.fields:
            fields = ", ".join(self.fields)
        q = "SELECT " + fields + " FROM " + self.table
        if self.conds:
            q += " WHERE " + " AND ".join(self.conds)
        if self.limit_n is not None:
            q += " LIMIT " + str(self.limit_n)
        return q


print(Query("users").build())
print(Query("users").select("id").select("name").where("age > 18").limit(5).build())
q = Query("t")
for i in range(3):
    q.select("c" + str(i)).where("c" + str(i) + " != " + str(i))
print(q.build())


class Money:
    def __init__(self, cents):
        self.cents = cents

    def plus(self, c):
        return Money(self.cents + c)

    def times(self, k):
        return Money(self.cents * k)

    def show(self):
        return "$%d.%02d" % (self.cents // 100, self.cents % 100)


m = Money(199)
n = m.plus(1).times(3).plus(-50)
print(m.show(), n.show(), m.plus(0) is m)
acc = Money(0)
for i in range(10):
    acc = acc.plus(i * 37).times(1)
print(acc.show())
