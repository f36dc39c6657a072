-- The digest (SHA-256, hex) of the board picture last uploaded with each board message, so an
-- edit whose picture did not change keeps the attachment instead of uploading it again (NULL:
-- unknown, e.g. sent before this column existed; '' : sent without a picture).
ALTER TABLE board_messages ADD COLUMN image_digest TEXT;
