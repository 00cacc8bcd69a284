-- AlterTable
ALTER TABLE "LiveSectionText" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'writing';
