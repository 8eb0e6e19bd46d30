# The part of Whoosh (untyped) that sanad.adapters.surah_names uses: read stored fields.
