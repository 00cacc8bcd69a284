import { getTranslations } from 'next-intl/server';
import type { VersionChange, VersionSide } from '@/lib/data/rounds';
import { diffStats, diffTexts } from '@/lib/text/diff';
import { artifactToText } from '@/components/history/version-text';
import { DiffText } from './diff-text';

/** Artifacts are compared as labelled lines; prose as it is. */
const readable = (v: VersionSide | null) => (v === null ? '' : v.data !== null ? artifactToText(v.data).join('\n') : v.text);

/** What a round did to one section or artifact: the diff from its input version to its output. */
export async function VersionChangeView({ change }: { change: VersionChange }) {
  const t = await getTranslations();
  const segments = diffTexts(readable(change.before), readable(change.after));
  const stats = diffStats(segments);
  const target = change.sectionLabel ?? t('share.diff.artifactOf', { stage: t(`stages.${change.stageKey}`) });
  return (
    <div className="rounded-lg border border-stone-200 p-3">
      <p className="mb-2 flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-medium">{target}</span>
        <span className="text-stone-600">
          {change.before
            ? t('share.diff.versions', { from: change.before.number, to: change.after.number })
            : t('share.diff.newVersion', { to: change.after.number })}
        </span>
        <span className="text-xs text-emerald-800">{t('share.diff.added', { count: stats.inserted })}</span>
        <span className="text-xs text-red-800">{t('share.diff.removed', { count: stats.deleted })}</span>
      </p>
      {segments.length === 0 || segments.every((s) => s.op === 'equal') ? (
        <p className="text-sm text-stone-500">{t('share.diff.identical')}</p>
      ) : (
        <DiffText segments={segments} />
      )}
    </div>
  );
}
