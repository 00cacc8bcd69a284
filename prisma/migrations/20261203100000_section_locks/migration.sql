-- A section the writer locked: regeneration, revision and ripples leave its text alone.
ALTER TABLE "Section" ADD COLUMN "locked" BOOLEAN NOT NULL DEFAULT false;
