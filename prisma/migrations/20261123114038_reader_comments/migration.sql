-- AlterTable
ALTER TABLE "ShareLink" ADD COLUMN     "allowComments" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ReaderComment" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "sectionId" TEXT NOT NULL,
    "shareLinkId" TEXT,
    "readerName" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "anchor" JSONB NOT NULL,
    "clientHash" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReaderComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReaderComment_sectionId_claimedAt_idx" ON "ReaderComment"("sectionId", "claimedAt");

-- CreateIndex
CREATE INDEX "ReaderComment_shareLinkId_createdAt_idx" ON "ReaderComment"("shareLinkId", "createdAt");

-- CreateIndex
CREATE INDEX "ReaderComment_clientHash_createdAt_idx" ON "ReaderComment"("clientHash", "createdAt");

-- AddForeignKey
ALTER TABLE "ReaderComment" ADD CONSTRAINT "ReaderComment_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReaderComment" ADD CONSTRAINT "ReaderComment_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReaderComment" ADD CONSTRAINT "ReaderComment_shareLinkId_fkey" FOREIGN KEY ("shareLinkId") REFERENCES "ShareLink"("id") ON DELETE SET NULL ON UPDATE CASCADE;

