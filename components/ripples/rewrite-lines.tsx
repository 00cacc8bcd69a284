'use client';

import { useTranslations } from 'next-intl';
import { EstimateLine } from '@/components/costs/cost-estimate';
import type { RewriteImpact } from '@/lib/data/ripples/rewrite-ripple';

/**
 * What an impact says of the passages that need rewriting rather than replacing, and where they are: on
 * the model engine, that the model proposes each one and at what cost; offline, that they take a model.
 */
export function RewriteLines({ rewrite }: { rewrite: RewriteImpact }) {
  const t = useTranslations('ripples');
  const more = rewrite.count - rewrite.where.length;
  return (
    <>
      {rewrite.count > 0 && (
        <p data-testid="ripple-rewrites">
          {t(rewrite.needsModel ? 'rewritesOffline' : 'rewrites', { count: rewrite.count })}
        </p>
      )}
      {rewrite.count > 0 && (
        <ul className="list-disc ps-5 text-stone-700" aria-label={t('rewritesWhereTitle')}>
          {rewrite.where.map((w, i) => (
            <li key={i}>{t('rewriteWhere', w)}</li>
          ))}
          {more > 0 && <li>{t('rewritesMore', { count: more })}</li>}
        </ul>
      )}
      {rewrite.estimate && <EstimateLine value={rewrite.estimate} />}
      {rewrite.locked > 0 && <p>{t('lockedRewrites', { count: rewrite.locked })}</p>}
    </>
  );
}
