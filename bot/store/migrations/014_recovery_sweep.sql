-- A database written before migration 011 has no turns rows for the bot seats that owe a
-- decision, and may hold a decision whose timers were lost between the several commits a move
-- made then. Its first start-up after this migration reads every active game once, in the
-- background (bot.services.recovery), then deletes this row; a new database needs no sweep.
CREATE TABLE recovery_sweep (id INTEGER PRIMARY KEY CHECK (id = 1));
INSERT INTO recovery_sweep SELECT 1 WHERE EXISTS (SELECT 1 FROM games WHERE status = 'active');
