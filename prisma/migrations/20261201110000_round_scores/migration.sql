-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "scores" JSONB;
