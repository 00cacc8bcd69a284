-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "failedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Stage" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "failedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "SectionReview" (
    "id" TEXT NOT NULL,
    "sectionId" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "evidence" INTEGER NOT NULL,
    "structure" INTEGER NOT NULL,
    "language" INTEGER NOT NULL,
    "length" INTEGER NOT NULL,
    "citations" INTEGER NOT NULL,
    "originality" INTEGER NOT NULL,
    "overall" DOUBLE PRECISION NOT NULL,
    "verdict" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "seriousIssues" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SectionReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SectionReview_sectionId_createdAt_idx" ON "SectionReview"("sectionId", "createdAt");

-- CreateIndex
CREATE INDEX "SectionReview_versionId_idx" ON "SectionReview"("versionId");

-- CreateIndex
CREATE INDEX "Project_ownerId_template_state_idx" ON "Project"("ownerId", "template", "state");

-- AddForeignKey
ALTER TABLE "SectionReview" ADD CONSTRAINT "SectionReview_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SectionReview" ADD CONSTRAINT "SectionReview_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "Version"("id") ON DELETE CASCADE ON UPDATE CASCADE;

