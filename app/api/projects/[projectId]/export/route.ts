import { requireCaller } from '@/lib/authz/caller';
import { db } from '@/lib/db';
import { ExpectedError } from '@/lib/errors';
import { buildExport } from '@/lib/export/build';
import { EXPORT_FORMATS, isExportFormat } from '@/lib/export/types';

// GET /api/projects/:projectId/export?format=md|docx|json|epub|pdf|zip (md when omitted; zip, a script's
// handbooks one Word file per player): the caller's own
// project as a download. Signed out: 401; someone else's or an unknown project: 404, the same answer.

const problem = (status: number, code: string, message: string) =>
  Response.json({ ok: false, code, message }, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: Request, { params }: { params: Promise<{ projectId: string }> }): Promise<Response> {
  const { projectId } = await params;
  const format = new URL(request.url).searchParams.get('format') ?? 'md';
  try {
    const caller = await requireCaller();
    if (!isExportFormat(format)) {
      return problem(
        400,
        'invalid_input',
        `Unknown export format "${format.slice(0, 20)}": use format=${EXPORT_FORMATS.join(', ')}.`,
      );
    }
    const file = await buildExport({ db: db(), ownerId: caller.id, projectId }, format);
    return new Response(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': file.contentDisposition,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ExpectedError && error.code === 'unauthenticated')
      return problem(401, 'unauthenticated', 'Sign in to export a project.');
    if (error instanceof ExpectedError && error.code === 'not_found')
      return problem(404, 'not_found', 'No such project.');
    if (error instanceof ExpectedError && error.code === 'invalid_input')
      return problem(400, 'invalid_input', 'One file per player is for murder-mystery scripts only.');
    console.error('[export] failed', { projectId, format }, error);
    return problem(500, 'unexpected', 'The export failed. Please try again.');
  }
}
