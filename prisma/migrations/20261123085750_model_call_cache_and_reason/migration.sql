-- AlterTable
ALTER TABLE "ModelCall" ADD COLUMN     "cachedInputTokens" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "errorMessage" TEXT;

