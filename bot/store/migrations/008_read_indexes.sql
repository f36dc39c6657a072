-- Every read a command makes uses an index: the channel's latest game (live, else the last
-- finished one: board, log and status after the end) was a scan of every game ever played.
CREATE INDEX games_channel ON games(channel_id, id);
