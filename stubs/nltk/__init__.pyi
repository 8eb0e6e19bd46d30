# nltk, as far as sanad.adapters.lexical (the one module that touches it) uses it.
