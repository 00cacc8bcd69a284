-- AlterEnum
ALTER TYPE "SuggestionStatus" ADD VALUE 'not_applied';

