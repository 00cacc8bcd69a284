-- AlterTable
ALTER TABLE "ModelCall" ADD COLUMN     "rawReply" TEXT;
