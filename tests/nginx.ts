import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

const NGINX = '/usr/sbin/nginx';

const DEPLOY_DOC = resolve(import.meta.dirname, '../docs/deploy.md');

/** The nginx configuration of docs/deploy.md ("The load balancer"), as the operator copies it. */
export function documentedRecipe(): string {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');
  const section = doc.slice(doc.indexOf('### The load balancer'));
  const recipe = /```nginx\n([^]*?)```/.exec(section)?.[1];
  if (!recipe) throw new Error('docs/deploy.md has no nginx block under "The load balancer"');
  return recipe;
}

/**
 * The load balancer of the two-machine tests: docs/deploy.md's recipe unchanged but for the machines'
 * addresses, the port and the access log's path, inside the process settings a test needs (its own pid
 * file, error log and temp folders, root's user when run as root) and an `X-Upstream` header naming the
 * machine that answered.
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }) {
  const { dir, port, upstreams } = options;
  const recipe = documentedRecipe();
  // The doc's machine lines, in one run, become one line per test machine with the same settings.
  const machines = /^( *)server 10\.0\.0\.\d+:4173( [^;]*);\n(?:\1server 10\.0\.0\.\d+:4173[^\n]*\n)*/m;
  if (!machines.test(recipe)) throw new Error('the recipe names no machine like server 10.0.0.11:4173');
  const ours = recipe
    .replace(machines, (_all, indent: string, settings: string) =>
      upstreams.map((upstream) => `${indent}server 127.0.0.1:${upstream}${settings};\n`).join(''),
    )
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`)
    .replace(/access_log \/var\/log\/nginx\/[\w.-]+/, `access_log ${dir}/access.log`);
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root root;' : ''}
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Upstream $upstream_addr always;
${ours}
}
`;
}

export type Nginx =
  | {
      origin: string;
      process: ChildProcess;
      accessLog: () => string;
      errorLog: () => string;
      stop: () => void;
    }
  | { skipped: string };

/** nginx from Debian's package on a free loopback port in front of `upstreams`, all under a temp folder. */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) return { skipped: `no ${NGINX} (apt-get install nginx)` };
  const dir = mkdtempSync(join(tmpdir(), 'console-kit-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, port, upstreams }));
  const child = spawn(NGINX, ['-c', file, '-p', dir, '-e', join(dir, 'error.log')], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  // Up once it accepts a connection. No request is sent: one proxied while the machines are still starting
  // would mark them failed for fail_timeout, and the test's first call would meet 'no live upstreams'.
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) return { skipped: `nginx exited (${child.exitCode}): see ${dir}/error.log` };
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (up) break;
    if (tries > 100) return { skipped: 'nginx did not start listening' };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    process: child,
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8'),
    errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8'),
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
