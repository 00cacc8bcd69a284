import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/authz/pages';
import { currentPrices } from '@/lib/data/admin/prices';
import { PriceTable } from '@/components/costs/price-table';
import { FormMessage } from '@/components/ui/form-message';
import { adminTitle } from '@/components/admin/paged-list';

export const dynamic = 'force-dynamic';

export const generateMetadata = adminTitle('costs.prices');

/** The price table every estimate, budget and usage figure is computed with. */
export default async function AdminPricesPage() {
  await requireAdminPage();
  const [prices, t] = await Promise.all([currentPrices(db()), getTranslations('costs.prices')]);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="max-w-3xl text-sm text-stone-600">{t('intro')}</p>
      {prices.invalidDefaults && <FormMessage tone="error">{t('invalidDefaults')}</FormMessage>}
      <PriceTable rows={prices.rows} />
    </>
  );
}
