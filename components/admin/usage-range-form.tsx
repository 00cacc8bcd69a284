import { getTranslations } from 'next-intl/server';

const input = 'rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm';

/** The usage period, as a GET form (whole UTC days, both ends included). */
export async function UsageRangeForm({ from, to }: { from: string; to: string }) {
  const t = await getTranslations('admin.usage');
  return (
    <form method="get" action="/admin/usage" className="flex flex-wrap items-end gap-3" aria-label={t('rangeLabel')}>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('from')}</span>
        <input type="date" name="from" defaultValue={from} className={input} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('to')}</span>
        <input type="date" name="to" defaultValue={to} className={input} />
      </label>
      <button
        type="submit"
        className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-800"
      >
        {t('show')}
      </button>
    </form>
  );
}
