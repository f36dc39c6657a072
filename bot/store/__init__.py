"""aiosqlite storage: connection, migrations and the tables' access functions."""
