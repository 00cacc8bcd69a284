import { useTranslations } from 'next-intl';

/** Shown while the stage loads: the page's outline, calm and announced once. */
export default function StageLoading() {
  const t = useTranslations('stagePage');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="flex flex-col gap-2" aria-hidden="true">
        <div className="h-4 w-40 animate-pulse rounded bg-stone-200" />
        <div className="h-8 w-64 animate-pulse rounded bg-stone-200" />
        <div className="h-9 w-full animate-pulse rounded bg-stone-100" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]" aria-hidden="true">
        <div className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-lg bg-stone-100" />
          ))}
        </div>
        <div className="h-[50vh] animate-pulse rounded-lg bg-stone-100" />
      </div>
    </div>
  );
}
