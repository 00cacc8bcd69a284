-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "judgement" JSONB,
ADD COLUMN     "overall" TEXT;

