import { humanise } from '@/components/stage/artifact/humanise';
import type { Shape } from '@/components/stage/artifact/shape';
import type { VersionSource } from '@/lib/data/versions/version-summary';

/** What GET /api/projects/[projectId]/versions/[versionId] returns. */
export interface VersionContent {
  id: string;
  number: number;
  source: VersionSource;
  text: string | null;
  data: unknown;
}

/** The text to diff: a section's prose, or an artifact written out as labelled lines. */
export function readableText(version: VersionContent, kind: 'text' | 'artifact', shape?: Shape | null): string {
  if (kind === 'artifact' && version.data != null) return artifactToText(version.data, shape ?? undefined).join('\n');
  return version.text ?? '';
}

/**
 * One line per field ("Title: …"), nested values indented, list items numbered: diffable by line
 * and word. Keys follow the schema's order (stored JSON does not keep it), unknown keys after, sorted.
 */
export function artifactToText(value: unknown, shape?: Shape, indent = ''): string[] {
  if (Array.isArray(value)) {
    const item = shape?.kind === 'array' ? shape.item : undefined;
    return value.flatMap((v, i) =>
      isScalar(v)
        ? [`${indent}${i + 1}. ${scalar(v)}`]
        : [`${indent}${i + 1}.`, ...artifactToText(v, item, indent + '   ')],
    );
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = shape?.kind === 'object' ? shape.fields : [];
    const known = fields.filter((f) => f.key in record);
    const rest = Object.keys(record)
      .filter((k) => !fields.some((f) => f.key === k))
      .sort();
    return [...known.map((f) => [f.key, f.shape] as const), ...rest.map((k) => [k, undefined] as const)].flatMap(
      ([key, fieldShape]) => {
        const v = record[key];
        const label = humanise(key);
        return isScalar(v)
          ? [`${indent}${label}: ${scalar(v)}`]
          : [`${indent}${label}:`, ...artifactToText(v, fieldShape, indent + '   ')];
      },
    );
  }
  return [`${indent}${scalar(value)}`];
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
const scalar = (v: unknown) => (v === null || v === undefined ? '' : String(v));
