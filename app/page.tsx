import { redirect } from 'next/navigation';
import { getCaller } from '@/lib/auth/session';

export default async function Home() {
  redirect((await getCaller()) ? '/projects' : '/sign-in');
}
