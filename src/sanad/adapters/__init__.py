"""The imperative shell: files, environment, terminal. Everything that is not pure lives here."""
