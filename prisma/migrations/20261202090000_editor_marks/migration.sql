-- AlterTable
ALTER TABLE "ReaderComment" ADD COLUMN     "replacement" TEXT,
ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'reader',
ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'other';
