-- AlterTable
ALTER TABLE "Version" ADD COLUMN     "partial" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "LiveSectionText" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "sectionId" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "chunks" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL DEFAULT 'streaming',
    "stopRequested" BOOLEAN NOT NULL DEFAULT false,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveSectionText_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveSectionText_sectionId_idx" ON "LiveSectionText"("sectionId");

-- CreateIndex
CREATE UNIQUE INDEX "LiveSectionText_runId_sectionId_key" ON "LiveSectionText"("runId", "sectionId");

-- AddForeignKey
ALTER TABLE "LiveSectionText" ADD CONSTRAINT "LiveSectionText_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LiveSectionText" ADD CONSTRAINT "LiveSectionText_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE CASCADE ON UPDATE CASCADE;
