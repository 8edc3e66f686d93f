// Builds the web app and the server only when their sources changed since the last build: each output
// folder keeps a hash of the content of every file its build reads, and a build whose hash matches is
// skipped. So `npm start` on an unchanged checkout starts at once, and `npm install` (whose postinstall runs
// this) leaves a ready build. `--force` builds everything.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report']);
// What every build reads besides its own sources: the shared code, the client's package, the locked
// dependencies and the compiler settings.
const COMMON_INPUTS = ['packages/shared/src', 'packages/shared/package.json', 'clients', 'package-lock.json', 'tsconfig.base.json'];

const TARGETS = [
  {
    name: 'web',
    workspace: 'apps/web',
    output: 'apps/web/dist',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/package.json', 'apps/web/tsconfig.json', ...filesMatching('apps/web', /\.(ts|mjs|js)$/)],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
  },
];

function filesMatching(folder, pattern) {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(folder, entry.name));
}

/** Every file under these paths, sorted, so the hash depends on contents and names only. */
function filesOf(paths) {
  const files = [];
  const walk = (path) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isFile()) return void files.push(path);
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
      walk(join(path, entry.name));
    }
  };
  paths.forEach(walk);
  return [...new Set(files)].sort();
}

function hashOf(paths) {
  const hash = createHash('sha256');
  hash.update(process.version.split('.')[0]);
  for (const file of filesOf(paths)) {
    hash.update(relative(root, join(root, file)));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
for (const target of TARGETS) {
  const stamp = join(root, target.output, '.build-hash');
  const hash = hashOf([...target.inputs, ...COMMON_INPUTS]);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${target.name}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${target.name}: building…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}
