import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/lib/authz/pages';

export const dynamic = 'force-dynamic';

export default async function AdminHome() {
  await requireAdminPage();
  redirect('/admin/rounds');
}
