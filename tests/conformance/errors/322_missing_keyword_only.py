# expect: 12: TypeError: Page.render() missing 1 required keyword-only argument: 'width'
# A method with keyword-only parameters is called through a spread of options that lacks
# one of the required ones.
class Page:
    def render(self, text, *, width, fill=" "):
        return text.ljust(width, fill)


def render_all(page, texts, **options):
    out = []
    for t in texts:
        out.append(page.render(t, **options))
    return out


print(render_all(Page(), ["a", "bb"], width=4, fill="."))
print(render_all(Page(), ["c"], fill="*"))
