import fs from 'node:fs';
import path from 'node:path';

// Signed-in HTTP against the running app: next-auth's credentials flow for the session cookie, and
// server actions called as the browser calls them (POST with the action's id in `Next-Action`).

export interface Session {
  base: string;
  cookie: string;
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]);
}

export async function signIn(base: string, email: string, password: string): Promise<Session> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  const cookie = [...jar, ...cookiesOf(response)].join('; ');
  if (!cookie.includes('session-token')) throw new Error(`sign-in failed (HTTP ${response.status})`);
  return { base, cookie };
}

/** The id Next gave a server action in the production build, read from the build's manifest. */
export function actionId(root: string, exportName: string, file: string): string {
  const manifestPath = path.join(root, '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === exportName && entry.filename?.endsWith(file),
  );
  if (!found) throw new Error(`no server action ${exportName} in ${file} in the build`);
  return found[0];
}

export interface Timed {
  ms: number;
  bytes: number;
  status: number;
  body: string;
}

export async function timedFetch(session: Session, url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${session.base}${url}`, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: session.cookie },
  });
  const body = await response.text();
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), status: response.status, body };
}

/** Headers and body of a server action call with one argument. */
export function actionRequest(id: string, base: string, pagePath: string, input: unknown) {
  return {
    method: 'POST' as const,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': id,
      'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null])),
      origin: base,
      referer: `${base}${pagePath}`,
    },
    body: JSON.stringify([input]),
  };
}

/** The `{ ok, data }` an action returned, found in its RSC reply. */
export function actionResult(body: string): { ok: boolean; data?: { version: number; words: number } } | null {
  const match = /\{"ok":(true|false)[^\n]*\}/.exec(body);
  if (!match) return null;
  try {
    return JSON.parse(match[0]);
  } catch {
    return { ok: match[1] === 'true' };
  }
}
