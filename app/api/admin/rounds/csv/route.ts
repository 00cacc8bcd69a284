import { db } from '@/lib/db';
import { guardedAdminRoute } from '@/lib/authz/routes';
import { parseRoundFilter } from '@/lib/data/admin/round-filter';
import { roundsCsvStream } from '@/lib/data/admin/rounds-csv';

export const dynamic = 'force-dynamic';

/** The admin rounds table, with the same filters as the page, as a CSV download. */
export async function GET(request: Request) {
  return guardedAdminRoute(async () => {
    const filter = parseRoundFilter(new URL(request.url).searchParams);
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(roundsCsvStream(db(), filter), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="storyfold-rounds-${stamp}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
