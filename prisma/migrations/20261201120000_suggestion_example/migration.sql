-- AlterTable
ALTER TABLE "Suggestion" ADD COLUMN     "example" TEXT;
