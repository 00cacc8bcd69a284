-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "inputVersionIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
