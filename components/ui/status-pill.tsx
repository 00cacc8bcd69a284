import { useTranslations } from 'next-intl';

// The board's tones, for stage and section statuses; usable from server and client components.
const TONES: Record<string, string> = {
  pending: 'bg-stone-100 text-stone-700',
  generating: 'bg-sky-100 text-sky-800',
  writing: 'bg-sky-100 text-sky-800',
  revising: 'bg-sky-100 text-sky-800',
  review: 'bg-amber-100 text-amber-900',
  written: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-800',
  passed: 'bg-emerald-100 text-emerald-800',
  stale: 'bg-orange-100 text-orange-800',
  failed: 'bg-red-100 text-red-800',
};

export function StatusPill({ kind, status }: { kind: 'stage' | 'section'; status: string }) {
  const t = useTranslations(kind === 'stage' ? 'stageStatus' : 'sectionStatus');
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status] ?? TONES.pending}`}
    >
      {t.has(status) ? t(status) : status}
    </span>
  );
}
