-- AlterTable
ALTER TABLE "Section" ADD COLUMN     "key" TEXT NOT NULL DEFAULT '';

