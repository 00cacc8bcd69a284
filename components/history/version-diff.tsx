'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Shape } from '@/components/stage/artifact/shape';
import { TextChange } from './text-change';
import { useVersions } from './use-versions';
import { readableText } from './version-text';
import { LoadStatus } from '@/components/ui/load-status';

interface Props {
  projectId: string;
  olderId: string;
  newerId: string;
  kind: 'text' | 'artifact';
  /** The artifact's shape, to list its fields in schema order. */
  shape?: Shape | null;
}

/** Word-level diff of two versions, older to newer. */
export function VersionDiff({ projectId, olderId, newerId, kind, shape }: Props) {
  const t = useTranslations('stagePage.history');
  const titleId = useId();
  const loaded = useVersions(projectId, [olderId, newerId]);
  if (loaded.status !== 'ready')
    return <LoadStatus status={loaded.status} loading={t('loading')} failed={t('loadFailed')} />;
  const [older, newer] = loaded.versions;
  return (
    <div aria-labelledby={titleId} role="region" data-testid="version-diff">
      <TextChange
        heading={
          <h4 id={titleId} className="text-sm font-medium">
            {t('diffTitle', { from: older.number, to: newer.number })}
          </h4>
        }
        before={readableText(older, kind, shape)}
        after={readableText(newer, kind, shape)}
        identical={t('identical')}
      />
    </div>
  );
}
