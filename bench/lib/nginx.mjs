// The reference: the home page's HTML, exactly as our server served it, as a
// static file behind Debian's nginx-light (one worker, gzip on for text).
import { chmodSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pinned, startProcess } from './processes.mjs';
import { waitUntilReady } from './server.mjs';

const TEXT_TYPES = 'text/css application/javascript text/javascript application/json image/svg+xml text/plain text/xml application/xml';

function nginxConf({ root, prefix, port }) {
  return `# Written by bench/run.mjs for one run; removed afterwards.
daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/javascript mjs; }
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 75s;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types ${TEXT_TYPES};
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location /assets/ { expires max; add_header Cache-Control "public, immutable"; }
    location /client-assets/ { expires 7d; }
    location / { try_files $uri /index.html; }
  }
}
`;
}

/**
 * Writes the static copy (index.html + the build's assets + the demo client's
 * assets) under `dir/site`; the same files our server serves.
 */
export function writeStaticSite({ dir, repoRoot, homeHtml, clientName = 'demo' }) {
  const root = path.join(dir, 'site');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), homeHtml);
  cpSync(path.join(repoRoot, 'apps/web/dist/assets'), path.join(root, 'assets'), {
    recursive: true,
    filter: (src) => !src.endsWith('.map'),
  });
  cpSync(path.join(repoRoot, 'clients', clientName, 'assets'), path.join(root, 'client-assets', clientName), { recursive: true });
  // nginx's worker runs as an unprivileged user: it must be able to read the tree.
  for (const folder of [dir, root]) chmodSync(folder, 0o755);
  return root;
}

/** Starts nginx in the foreground (pinned to `core`), resolves with { url, stop } once it serves `/`. */
export async function startNginx({ nginxPath, dir, root, port, core = 0 }) {
  const prefix = path.join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  chmodSync(prefix, 0o755);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, nginxConf({ root, prefix, port }));
  const { command, args } = pinned(core, nginxPath, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile]);
  const proc = startProcess(command, args, { label: 'nginx' });
  let exited = false;
  proc.exited.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/`, { timeoutMs: 15_000, hasExited: () => exited, what: 'nginx' });
  } catch (error) {
    await proc.stop();
    throw new Error(`${error.message}\n${proc.output()}`);
  }
  return { url, pid: proc.child.pid, stop: proc.stop, confFile };
}
