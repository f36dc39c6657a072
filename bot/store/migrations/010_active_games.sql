-- The start-up reads every active game (bot.services.recovery): a partial index, so it does not
-- scan every game ever played.
CREATE INDEX games_active ON games(id) WHERE status = 'active';
