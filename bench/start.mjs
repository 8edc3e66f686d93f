#!/usr/bin/env node
// The start benchmark (issue "Before the next features", start fast): how long after `npm start` the site
// answers, on a fresh clone (after `npm install`, which leaves a ready build) and on a restart of an unchanged
// checkout, each the median of several runs against its budget. See bench/README.md, "Start and restart".
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './lib/stats.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(benchDir);
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3400' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`Usage: node bench/start.mjs [--runs N] [--port N] [--write]
  Clones the committed HEAD into a temporary folder, runs \`npm ci\` there (its postinstall builds), then times
  N first starts (empty data folder: migrations and the demo seed) and N restarts (same data), each from
  \`npm start\` to the first 200 on /. --write puts the table into bench/README.md.`);
  process.exit(0);
}
const RUNS = Number(options.runs);
const PORT = Number(options.port);
const BUDGET = { fresh: 30_000, restart: 6_000 };

const get = () =>
  new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: PORT, path: '/', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
  });

/** Milliseconds from `npm start` to the first 200 on /, then stops the server and everything it started. */
async function timeStart(clone, dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: clone, env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, detached: true, stdio: 'ignore' });
  try {
    for (;;) {
      if ((await get()) === 200) return performance.now() - started;
      if (performance.now() - started > 180_000) throw new Error('no answer within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
const clone = path.join(work, 'clone');
try {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
  // The shared tools the project expects beside it (Node 24) are found through the clone's parent.
  const installStarted = performance.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'ignore' });
  const installMs = performance.now() - installStarted;
  const fresh = [];
  const restart = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = path.join(work, `data-${run}`);
    fresh.push(await timeStart(clone, dataDir));
    restart.push(await timeStart(clone, dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const row = (label, values, budget) =>
    `| ${label} | **${(median(values) / 1000).toFixed(1)} s** (${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)}) | ≤ ${budget / 1000} s | ${median(values) <= budget ? 'PASS' : 'FAIL'} |`;
  const table = [
    `Run on ${new Date().toISOString()}: ${os.cpus().length} cores, Node ${process.version}, commit ${commit}; a fresh clone, \`npm ci\` (with its build) took ${(installMs / 1000).toFixed(0)} s; ${RUNS} runs each, 1-minute load average ${os.loadavg()[0].toFixed(2)} at the end.`,
    '',
    '| from `npm start` to the first answer | median (min–max) | budget | |',
    '| --- | --- | --- | --- |',
    row('Fresh clone, after `npm install` (empty data folder: migrations and demo seed)', fresh, BUDGET.fresh),
    row('Restart of an unchanged checkout', restart, BUDGET.restart),
  ].join('\n');
  console.log(table);
  if (options.write) {
    const readmePath = path.join(benchDir, 'README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const start = '<!-- start-results:start (written by bench/start.mjs --write) -->';
    const end = '<!-- start-results:end -->';
    const block = `${start}\n${table}\n${end}`;
    writeFileSync(readmePath, readme.includes(start) ? readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${readme.trimEnd()}\n\n## Start and restart\n\n\`node bench/start.mjs --write\` clones the committed HEAD, runs \`npm ci\` (whose postinstall leaves a ready build), then times ${RUNS} first starts on an empty data folder and ${RUNS} restarts, each from \`npm start\` to the first 200 on \`/\`. \`npm start\` rebuilds nothing when the web app's and the server's sources are unchanged (\`scripts/build.mjs\` keeps a hash of their content beside each build).\n\n${block}\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
