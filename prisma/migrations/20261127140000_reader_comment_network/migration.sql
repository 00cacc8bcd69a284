-- AlterTable
ALTER TABLE "ReaderComment" ADD COLUMN     "networkHash" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "ReaderComment_shareLinkId_networkHash_createdAt_idx" ON "ReaderComment"("shareLinkId", "networkHash", "createdAt");
