-- CreateTable
CREATE TABLE "MutedKindUndo" (
    "projectId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "rejectedAtUndo" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MutedKindUndo_pkey" PRIMARY KEY ("projectId","role","type")
);

-- AddForeignKey
ALTER TABLE "MutedKindUndo" ADD CONSTRAINT "MutedKindUndo_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
