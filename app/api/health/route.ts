import { NextResponse } from 'next/server';

// Liveness: the process answers. It asks nothing of the database, so a database outage does not get
// the web process restarted by an orchestrator; readiness (/api/ready) covers that.
export const dynamic = 'force-dynamic';

export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
