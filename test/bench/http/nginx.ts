import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../../../lib/runtime/processes';

// nginx from Debian in front of the web processes, as docs/deployment.md configures it: installed when
// missing (as root, like Chromium for the tests), run unprivileged-style with its own config, pid,
// logs and temp files under one folder, in the foreground.

const NGINX = '/usr/sbin/nginx';

export async function ensureNginx(): Promise<void> {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      'nginx is missing: run `sudo apt-get update && sudo apt-get install -y nginx`, then the bench again.',
    );
  console.log('Installing nginx from Debian’s packages …');
  await run('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The deployment guide's configuration, with this folder's paths and these ports. */
export function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  # Which web process answered each request, for the bench's share per process.
  log_format upstream '$upstream_addr $status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # A 3 MB manuscript or a large bibliography (next.config.mjs allows 12 MB to server actions).
  client_max_body_size 12m;
  upstream storyfold {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://storyfold;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Streamed pages and live text reach the browser as they are written.
      proxy_buffering off;
      proxy_read_timeout 300s;
      # A request that never reached a process goes to the next; a save that did is never sent twice.
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export class Nginx {
  private proc?: ChildProcess;

  constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly upstreams: number[],
  ) {}

  async start(): Promise<void> {
    await ensureNginx();
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(this.dir, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(this.dir, 'nginx.conf'), nginxConfig(this.dir, this.port, this.upstreams));
    const check = spawnSync(NGINX, ['-t', '-p', this.dir, '-c', path.join(this.dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
    this.proc = spawn(NGINX, ['-p', this.dir, '-c', path.join(this.dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${this.port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`nginx did not answer on port ${this.port}`);
  }

  /** Requests answered per upstream port since `since` lines into the access log. */
  answeredBy(since = 0): { byPort: Record<string, number>; lines: number } {
    const lines = fs.readFileSync(path.join(this.dir, 'access.log'), 'utf8').split('\n').filter(Boolean);
    const byPort: Record<string, number> = {};
    for (const line of lines.slice(since)) {
      // "127.0.0.1:3818 200", or "127.0.0.1:3819, 127.0.0.1:3818 200" when the first failed
      const last = line.split(' ').at(-2)?.split(':').at(-1) ?? '?';
      byPort[last] = (byPort[last] ?? 0) + 1;
    }
    return { byPort, lines: lines.length };
  }

  async stop(): Promise<void> {
    if (!this.proc || this.proc.exitCode !== null) return;
    const exited = new Promise((r) => this.proc!.once('exit', r));
    this.proc.kill('SIGQUIT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
}
