import { InteractiveWhenHydrated } from '@/components/ui/interactive-when-hydrated';
import { requirePageCaller } from '@/lib/authz/pages';
import { AppHeader } from '@/components/ui/app-header';

export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const caller = await requirePageCaller();
  return (
    <>
      <AppHeader caller={caller} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <InteractiveWhenHydrated>{children}</InteractiveWhenHydrated>
      </main>
    </>
  );
}
