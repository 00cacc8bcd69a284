'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { revokeShareLink } from '@/lib/actions/share';
import { Button } from '@/components/ui/button';

/** Revokes at once; the list refreshes to show it revoked. */
export function RevokeShareLinkButton({
  projectId,
  linkId,
  label,
}: {
  projectId: string;
  linkId: string;
  label: string;
}) {
  const t = useTranslations('share.settings');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  function revoke() {
    setError(null);
    startTransition(async () => {
      try {
        const result = await revokeShareLink({ projectId, linkId });
        if (!result.ok) return setError(result.message);
        router.refresh();
      } catch {
        setError(t('networkError'));
      }
    });
  }
  return (
    <>
      <Button
        type="button"
        variant="danger"
        className="px-3 py-1"
        disabled={pending}
        onClick={revoke}
        aria-label={t('revokeNamed', { label })}
      >
        {t('revoke')}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
