-- AlterTable
ALTER TABLE "Version" ADD COLUMN     "editSession" TEXT;

