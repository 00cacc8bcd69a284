-- A version's length is stored when its text is written: outlines show counts without reading texts.
-- Older versions keep NULL and are counted when first read (lib/data/version-lengths.ts).
ALTER TABLE "Version" ADD COLUMN "words" INTEGER,
ADD COLUMN "lengthUnit" TEXT;

-- The stage page reads a stage's loops, newest first.
CREATE INDEX "Loop_stageId_createdAt_idx" ON "Loop"("stageId", "createdAt");
