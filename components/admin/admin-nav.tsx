'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

const ITEMS = [
  { href: '/admin/rounds', key: 'rounds' },
  { href: '/admin/runs', key: 'runs' },
  { href: '/admin/usage', key: 'usage' },
  { href: '/admin/prices', key: 'prices' },
  { href: '/admin/audit', key: 'audit' },
  { href: '/admin/users', key: 'users' },
] as const;

/** The dashboard's sections; the current one is marked for assistive technology too. */
export function AdminNav() {
  const t = useTranslations('admin.nav');
  const path = usePathname();
  return (
    <nav aria-label={t('label')} className="flex flex-wrap gap-2 border-b border-stone-200 pb-3 text-sm">
      {ITEMS.map((item) => {
        const current = path === item.href || path.startsWith(`${item.href}/`);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={current ? 'page' : undefined}
            className="rounded px-3 py-1.5 hover:bg-stone-100 aria-[current=page]:bg-stone-200 aria-[current=page]:font-medium"
          >
            {t(item.key)}
          </Link>
        );
      })}
    </nav>
  );
}
