import { getTranslations } from 'next-intl/server';
import type { VersionChange, VersionSide } from '@/lib/data/refinement/read-rounds';
import { TextChange } from '@/components/history/text-change';
import { artifactToText } from '@/components/history/version-text';
import { plainMarkdown } from '@/lib/text/markdown-plain';

/** Artifacts are compared as labelled lines; prose as a reader sees it (no Markdown markers). */
const readable = (v: VersionSide | null) =>
  v === null ? '' : v.data !== null ? artifactToText(v.data).join('\n') : plainMarkdown(v.text);

/** What a round did to one section or artifact: the diff from its input version to its output. */
export async function VersionChangeView({ change }: { change: VersionChange }) {
  const t = await getTranslations();
  const target = change.sectionLabel ?? t('share.diff.artifactOf', { stage: t(`stages.${change.stageKey}`) });
  const heading = (
    <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
      <span className="font-medium">{target}</span>
      <span className="text-stone-600">
        {change.before
          ? t('share.diff.versions', { from: change.before.number, to: change.after.number })
          : t('share.diff.newVersion', { to: change.after.number })}
      </span>
    </p>
  );
  return (
    <TextChange
      heading={heading}
      before={readable(change.before)}
      after={readable(change.after)}
      identical={t('share.diff.identical')}
    />
  );
}
