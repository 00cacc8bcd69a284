-- The section reviewer no longer scores originality (seed 001 §4.5): reviews stored before keep theirs.
ALTER TABLE "SectionReview" ALTER COLUMN "originality" DROP NOT NULL;
