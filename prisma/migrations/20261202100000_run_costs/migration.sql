-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "budgetAmount" DOUBLE PRECISION,
ADD COLUMN     "budgetUnit" TEXT NOT NULL DEFAULT 'usd';

-- CreateTable
CREATE TABLE "RunCost" (
    "runId" TEXT NOT NULL,
    "work" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "rawInputTokens" INTEGER NOT NULL,
    "rawOutputTokens" INTEGER NOT NULL,
    "estInputTokens" INTEGER NOT NULL,
    "estCachedInputTokens" INTEGER NOT NULL DEFAULT 0,
    "estOutputTokens" INTEGER NOT NULL,
    "estCostUsd" DOUBLE PRECISION,
    "actualInputTokens" INTEGER,
    "actualCachedInputTokens" INTEGER,
    "actualOutputTokens" INTEGER,
    "actualCostUsd" DOUBLE PRECISION,
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RunCost_pkey" PRIMARY KEY ("runId")
);

-- CreateTable
CREATE TABLE "ModelPrice" (
    "model" TEXT NOT NULL,
    "input" DOUBLE PRECISION NOT NULL,
    "cachedInput" DOUBLE PRECISION,
    "output" DOUBLE PRECISION NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModelPrice_pkey" PRIMARY KEY ("model")
);

-- CreateIndex
CREATE INDEX "RunCost_work_language_settledAt_idx" ON "RunCost"("work", "language", "settledAt");

-- CreateIndex
CREATE INDEX "RunCost_settledAt_idx" ON "RunCost"("settledAt");

-- CreateIndex
CREATE INDEX "ModelCall_runId_idx" ON "ModelCall"("runId");

-- AddForeignKey
ALTER TABLE "RunCost" ADD CONSTRAINT "RunCost_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
