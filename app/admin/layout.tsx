import { InteractiveWhenHydrated } from '@/components/ui/interactive-when-hydrated';
import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/authz/pages';
import { AppHeader } from '@/components/ui/app-header';
import { AdminNav } from '@/components/admin/admin-nav';
import { ClientMessages } from '@/components/ui/client-messages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Every admin page also checks for itself: layouts and pages render in parallel.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <ClientMessages scope="admin">
      <>
        <AppHeader caller={admin} />
        <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
          <AdminNav />
          <InteractiveWhenHydrated>{children}</InteractiveWhenHydrated>
        </main>
      </>
    </ClientMessages>
  );
}
