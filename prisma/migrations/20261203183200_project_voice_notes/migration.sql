-- The writer's notes on their own voice: the writing and revising prompts carry them with the voice profile.
ALTER TABLE "Project" ADD COLUMN "voiceNotes" TEXT NOT NULL DEFAULT '';
