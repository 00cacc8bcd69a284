-- CreateEnum
CREATE TYPE "BibleKind" AS ENUM ('character', 'place', 'object', 'term');

-- CreateTable
CREATE TABLE "BibleEntry" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "aliases" TEXT[],
    "kind" "BibleKind" NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "fromPlan" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BibleEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BibleEntry_projectId_name_key" ON "BibleEntry"("projectId", "name");

-- AddForeignKey
ALTER TABLE "BibleEntry" ADD CONSTRAINT "BibleEntry_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

