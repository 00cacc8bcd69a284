-- AlterTable
ALTER TABLE "Suggestion" ADD COLUMN     "evidence" JSONB;

-- CreateTable
CREATE TABLE "LedgerSection" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "sectionId" TEXT NOT NULL,
    "engine" "EngineKind" NOT NULL,
    "contentHash" TEXT NOT NULL,
    "facts" JSONB NOT NULL,
    "extractedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerSection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContinuityWaiver" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "rests" TEXT[],
    "summary" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContinuityWaiver_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LedgerSection_projectId_idx" ON "LedgerSection"("projectId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerSection_sectionId_engine_key" ON "LedgerSection"("sectionId", "engine");

-- CreateIndex
CREATE UNIQUE INDEX "ContinuityWaiver_projectId_fingerprint_key" ON "ContinuityWaiver"("projectId", "fingerprint");

-- AddForeignKey
ALTER TABLE "LedgerSection" ADD CONSTRAINT "LedgerSection_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerSection" ADD CONSTRAINT "LedgerSection_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContinuityWaiver" ADD CONSTRAINT "ContinuityWaiver_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

