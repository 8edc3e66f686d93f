// Writing a separate benchmark's results: its table between its own markers in bench/README.md (read
// and written at once, so edits to other sections made meanwhile are kept), and its latest run in
// bench/results/<name>-latest.{md,json}.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeReadmeTable(readmePath, name, script, table) {
  const start = `<!-- ${name}-results:start (written by ${script} --write) -->`;
  const end = `<!-- ${name}-results:end -->`;
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`);
}

export function writeLatest(resultsDir, name, markdown, data) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}-latest.md`), markdown);
  writeFileSync(path.join(resultsDir, `${name}-latest.json`), `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * This run's results per database, and those of the databases it did not measure as the latest
 * results file has them (each keeps when and on what code it was measured), so a run of one database
 * rewrites its rows and keeps the other's. Ordered as `order` lists the kinds.
 */
export function withEarlierDatabases(resultsDir, name, results, order) {
  let earlier = [];
  try {
    earlier = JSON.parse(readFileSync(path.join(resultsDir, `${name}-latest.json`), 'utf8')).results ?? [];
  } catch {
    // No earlier results.
  }
  const measured = new Set(results.map((result) => result.kind));
  const kept = earlier.filter((result) => !measured.has(result.kind) && result.startedAt);
  return [...results, ...kept].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
