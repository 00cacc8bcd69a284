import { NextResponse } from 'next/server';
import { readiness } from '../../../lib/data/health/readiness';

// Readiness for a load balancer: 200 when this process can serve writers, 503 (with which check fails)
// when it cannot. Unauthenticated, so it says nothing but ok or failing per check.
export const dynamic = 'force-dynamic';

export async function GET() {
  const { ready, checks } = await readiness();
  return NextResponse.json(
    { status: ready ? 'ready' : 'not_ready', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
