-- CreateTable
CREATE TABLE "GlobalReview" (
    "id" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "evidence" INTEGER NOT NULL,
    "structure" INTEGER NOT NULL,
    "language" INTEGER NOT NULL,
    "length" INTEGER NOT NULL,
    "citations" INTEGER NOT NULL,
    "originality" INTEGER NOT NULL,
    "overall" DOUBLE PRECISION NOT NULL,
    "verdict" TEXT NOT NULL,
    "seriousIssues" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GlobalReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GlobalReview_roundId_key" ON "GlobalReview"("roundId");

-- AddForeignKey
ALTER TABLE "GlobalReview" ADD CONSTRAINT "GlobalReview_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;
