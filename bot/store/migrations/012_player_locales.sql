-- Whose language (docs/design.md §5, "Languages"): each user's locale for what the bot tells them
-- alone. `chosen` is their `/settings language:` choice (NULL: follow their Discord client),
-- `seen` the locale of the Discord client they last used with the bot, so a DM written after a
-- restart, before they interact again, is still in their language.
CREATE TABLE player_locales (
    user_id INTEGER PRIMARY KEY,
    chosen TEXT,                         -- 'en', 'zh-CN', 'zh-TW' or NULL
    seen TEXT                            -- 'en', 'zh-CN', 'zh-TW' or NULL (never seen)
);
