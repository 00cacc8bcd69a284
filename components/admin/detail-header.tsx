import { Link } from '@/components/ui/link';

/** The top of an admin drill-down: the way back to its list, then the page's heading. */
export function DetailHeader({ backHref, back, title }: { backHref: string; back: string; title: string }) {
  return (
    <div>
      <Link href={backHref} className="text-sm text-indigo-800 hover:underline">
        {back}
      </Link>
      <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
    </div>
  );
}
