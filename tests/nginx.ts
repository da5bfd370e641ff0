import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const NGINX = '/usr/sbin/nginx';

/**
 * The load balancer of the two-machine tests and of docs/deploy.md: round-robin over the API machines,
 * the client's address passed on in X-Forwarded-For (the machines trust it from TRUSTED_PROXIES), uploads
 * streamed through rather than buffered, and an idempotent request that meets a dead machine retried on
 * the next one (nginx never retries a POST that reached a machine). `X-Upstream` (which machine answered)
 * is for the tests only.
 */
export function nginxConfig(options: {
  dir: string;
  port: number;
  upstreams: number[];
  testHeader?: boolean;
}) {
  const { dir, port, upstreams } = options;
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 110m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
${options.testHeader ? '      add_header X-Upstream $upstream_addr always;' : ''}
    }
  }
}
`;
}

export type Nginx = { origin: string; process: ChildProcess; stop: () => void } | { skipped: string };

/** nginx from Debian's package on a free loopback port in front of `upstreams`, all under a temp folder. */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) return { skipped: `no ${NGINX} (apt-get install nginx)` };
  const dir = mkdtempSync(join(tmpdir(), 'console-kit-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, port, upstreams, testHeader: true }));
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
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
