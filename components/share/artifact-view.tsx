import { humanise } from '@/components/stage/artifact/humanise';

// A stage's structured artifact (plan, outline …) as nested, labelled lists: readable, not JSON.

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
const scalar = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** `label` names a field in the reader's language (the key in words when the catalogue has none). */
export function ArtifactView({ value, label = humanise }: { value: unknown; label?: (key: string) => string }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-stone-500">—</span>;
    return (
      <ol className="ml-5 list-decimal space-y-1">
        {value.map((item, i) => (
          <li key={i}>{isScalar(item) ? scalar(item) : <ArtifactView value={item} label={label} />}</li>
        ))}
      </ol>
    );
  }
  if (value && typeof value === 'object') {
    return (
      <dl className="space-y-1">
        {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
          <div key={key} className={isScalar(v) ? 'flex flex-wrap gap-x-2' : ''}>
            <dt className="font-medium text-stone-700">
              {label(key)}
              {isScalar(v) ? ':' : ''}
            </dt>
            <dd className={isScalar(v) ? 'whitespace-pre-wrap' : 'ml-4 mt-1'}>
              {isScalar(v) ? scalar(v) : <ArtifactView value={v} label={label} />}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span className="whitespace-pre-wrap">{scalar(value)}</span>;
}
