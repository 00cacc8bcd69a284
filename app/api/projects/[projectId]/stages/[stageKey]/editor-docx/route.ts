import { requireCaller } from '@/lib/authz/caller';
import { db } from '@/lib/db';
import { stageForEditor } from '@/lib/data/refinement/editor-export';
import { ExpectedError } from '@/lib/errors';
import { editorDocx } from '@/lib/export/editor-docx';
import { attachmentDisposition } from '@/lib/export/filename';

// GET /api/projects/:projectId/stages/:stageKey/editor-docx: the stage as a Word file for a human
// editor, its open suggestions as comments and tracked changes. Signed out: 401; someone else's or an
// unknown project or stage: 404, the same answer.

const problem = (status: number, code: string, message: string) =>
  Response.json({ ok: false, code, message }, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ projectId: string; stageKey: string }> },
): Promise<Response> {
  const { projectId, stageKey } = await params;
  try {
    const caller = await requireCaller();
    const stage = await stageForEditor({ db: db(), ownerId: caller.id, projectId }, { stageKey });
    const file = await editorDocx(stage);
    return new Response(new Uint8Array(file), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'Content-Disposition': attachmentDisposition(stage.title, 'docx'),
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ExpectedError && error.code === 'unauthenticated')
      return problem(401, 'unauthenticated', 'Sign in to export a stage.');
    if (error instanceof ExpectedError && error.code === 'not_found')
      return problem(404, 'not_found', 'No such stage.');
    console.error('[editor-docx] failed', { projectId, stageKey }, error);
    return problem(500, 'unexpected', 'The export failed. Please try again.');
  }
}
