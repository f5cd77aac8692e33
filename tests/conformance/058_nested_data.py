# Nested lists and dicts: building, reading and mutating through several levels.
people = [
    {"name": "ann", "age": 31, "tags": ["admin", "dev"]},
    {"name": "bob", "age": 25, "tags": []},
    {"name": "cy", "age": 42, "tags": ["ops"]},
]
for p in people:
    print(p["name"], p["age"], len(p["tags"]))
people[1]["tags"].append("new")
people[0]["age"] += 1
print(people[1], people[0]["age"])
index = {}
for p in people:
    for t in p["tags"]:
        index.setdefault(t, []).append(p["name"])
print(index)
matrix = []
for i in range(3):
    row = []
    for j in range(3):
        row.append(i * 3 + j)
    matrix.append(row)
print(matrix)
transposed = []
for j in range(3):
    col = []
    for i in range(3):
        col.append(matrix[i][j])
    transposed.append(col)
print(transposed)
tree = {"value": 1, "children": [{"value": 2, "children": []}, {"value": 3, "children": [{"value": 4, "children": []}]}]}


def tree_sum(node):
    total = node["value"]
    for child in node["children"]:
        total += tree_sum(child)
    return total


print(tree_sum(tree))
