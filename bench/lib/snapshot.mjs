// A private copy of the built app for the run. The server reads apps/web/dist
// while it runs, so a rebuild in the work tree during a benchmark (another
// engineer's `npm run build`, an e2e run) would otherwise change the pages under
// measurement or break them half-way. The copy holds only what the built server
// reads; node_modules is a link to the work tree's.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './processes.mjs';

/** /assets/… files index.html names that are missing from `webDist` (a build caught half-way). */
function missingAssets(webDist) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  return referenced.filter((file) => !existsSync(path.join(webDist, 'assets', file)));
}

function copyOnce({ repoRoot, target, clientName }) {
  mkdirSync(target, { recursive: true });
  cpSync(path.join(repoRoot, 'package.json'), path.join(target, 'package.json'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  const server = path.join(target, 'apps/server');
  mkdirSync(path.join(server, 'dist'), { recursive: true });
  cpSync(path.join(repoRoot, 'apps/server/package.json'), path.join(server, 'package.json'));
  cpSync(path.join(repoRoot, 'apps/server/dist/main.js'), path.join(server, 'dist/main.js'), { preserveTimestamps: true });
  cpSync(path.join(repoRoot, 'apps/server/src/platform/db/migrations'), path.join(server, 'src/platform/db/migrations'), { recursive: true });
  cpSync(path.join(repoRoot, 'apps/web/dist'), path.join(target, 'apps/web/dist'), { recursive: true, preserveTimestamps: true });
  cpSync(path.join(repoRoot, 'clients', clientName), path.join(target, 'clients', clientName), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}node_modules`),
  });
}

/**
 * Copies the build into `target`, retrying while index.html names files that
 * are not there yet (a build in progress). Returns the copy's root.
 */
export async function snapshotBuild({ repoRoot, target, clientName = 'demo', timeoutMs = 120_000, log }) {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      copyOnce({ repoRoot, target, clientName });
      const missing = missingAssets(path.join(target, 'apps/web/dist'));
      if (missing.length === 0) return target;
      if (Date.now() > deadline) throw new Error(`the build in apps/web/dist is incomplete: index.html names ${missing.join(', ')}, not in dist/assets`);
      log?.(`build looks half-written (missing ${missing[0]}), copying again in 5 s (attempt ${attempt})`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      log?.(`copying the build failed (${error.message.split('\n')[0]}), retrying in 5 s`);
    }
    await sleep(5000);
  }
}
