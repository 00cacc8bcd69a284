import { z } from 'zod';

// Bounds for what a model writes into a stage artifact. Out-of-range values fail the schema and go
// back to the model as a repair request; the bounds also keep structured replies (and their output
// caps) finite, because servers that constrain output to the schema honour maxLength and maxItems.

/** A name or title: trimmed, not blank. */
export const label = (max = 200) => z.string().trim().min(1).max(max);
/** A stable key or id ("ch1", "sec2"): trimmed, not blank. */
export const stableKey = () => z.string().trim().min(1).max(40);
/** Required prose in an artifact: trimmed, not blank. */
export const required = (max = 2000) => z.string().trim().min(1).max(max);
/** Optional prose in an artifact: trimmed, may be empty. */
export const optional = (max = 2000) => z.string().trim().max(max);
/** A list of short items. */
export const items = (max = 20, itemMax = 300) => z.array(z.string().trim().min(1).max(itemMax)).max(max);
/** Longest section target (words, or characters for Chinese): a long chapter, not a book. */
const MAX_SECTION_LENGTH = 20_000;
export const sectionLength = (min: number) => z.number().int().min(min).max(MAX_SECTION_LENGTH);
/** Most sections an outline or plan may list. */
export const MAX_SECTIONS = 60;
