import { NextResponse } from 'next/server';
import { saveSectionFromEditor } from '@/lib/actions/section-save';
import { fromOwnPages } from '@/lib/authz/routes';

// The section editor's saves, as JSON over a plain route: the same runAction path as the saveSection
// action (caller, ownership, validation, the guarded version append), without Next's server-action
// machinery, which costs a request about 8 ms of CPU before the save starts (test/bench/http/request-cost.ts).

// Above the longest document a section may hold (MAX_DOCUMENT_CHARS), with room for JSON escapes.
const MAX_BODY_BYTES = 12 * 1024 * 1024;

export async function POST(request: Request) {
  if (!fromOwnPages(request)) return NextResponse.json({ ok: false, code: 'forbidden' }, { status: 403 });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return NextResponse.json({ ok: false, code: 'too_large' }, { status: 413 });
  const input: unknown = await request.json().catch(() => null);
  // A route runs on the server: there is no transition or pending state for useAction to hold.
  // eslint-disable-next-line storyfold/actions-only-through-run
  return NextResponse.json(await saveSectionFromEditor(input), { headers: { 'Cache-Control': 'no-store' } });
}
