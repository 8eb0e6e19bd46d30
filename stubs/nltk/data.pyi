# nltk's data roots: a path must lie under one of them for nltk to open it.
path: list[str]
