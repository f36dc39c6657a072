-- The start-up reads no active game it need not (bot.services.recovery): timers left 'firing'
-- by a crash and bot seats that owe a decision are found through these partial indexes, so
-- their cost follows the rows they hold, not the number of games.
CREATE INDEX timers_firing ON timers(id) WHERE status = 'firing';
CREATE INDEX seats_bots ON seats(game_id, seat) WHERE is_bot = 1;
