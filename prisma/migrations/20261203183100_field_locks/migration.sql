-- Fields of a stage's artifact the writer locked ("title", or a list item "chapters[ch2]"):
-- regeneration and revision keep their values as they stand.
ALTER TABLE "Stage" ADD COLUMN "lockedFields" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
