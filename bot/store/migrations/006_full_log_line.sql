-- The log line of an action with its notation shown, whatever it names: once the game is over
-- nothing is secret, so /game log of a finished game shows it instead of the redacted
-- public_text. '' for actions logged before this column (their public_text is shown).
ALTER TABLE actions ADD COLUMN full_text TEXT NOT NULL DEFAULT '';
