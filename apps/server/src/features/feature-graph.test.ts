import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * DESIGN.md §4.12 over the whole tree: server features talk through their front doors, and the features' graph
 * has no cycle. Every import and `export … from` (and `import()`) of every file under features/ is read; a file
 * may name another feature only as `../<feature>/index.js` (test code, `*.test.ts`, `test-*.ts` and `test/`
 * folders, also as `../<feature>/test-fixtures.js`). The graph is the one the app runs: test code is left out.
 * The lint rule (eslint-rules/feature-front-doors.js) says the same per file.
 */

const FRONT_DOOR = 'index.js';
const TEST_FRONT_DOOR = 'test-fixtures.js';

const isTestCode = (file: string) => {
  const name = path.posix.basename(file);
  return name.endsWith('.test.ts') || name.startsWith('test-') || file.split('/').slice(0, -1).includes('test');
};

const featureOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : null);

function sourceFilesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full, base);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** The module specifiers a file names: imports (type-only too), `export … from` and `import()`. */
const specifiersOf = (text: string) => ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

interface FeatureGraph {
  /** Each import naming another feature past its front door, spelled `file → 'specifier' …`. */
  deepImports: string[];
  /** Which features each feature's app code imports, with the first file that does. */
  edges: Map<string, Map<string, string>>;
}

/** Reads the features folder at `featuresDir` (each subfolder a feature). */
function readFeatureGraph(featuresDir: string): FeatureGraph {
  const deepImports: string[] = [];
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFilesUnder(featuresDir).sort()) {
    const own = featureOf(file);
    const test = isTestCode(file);
    for (const specifier of specifiersOf(readFileSync(path.join(featuresDir, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const reached = featureOf(target);
      if (reached === null) {
        if (own !== null && !test) deepImports.push(`${file} → '${specifier}': the feature list, which imports every feature back`);
        continue;
      }
      if (reached === own) continue;
      const rest = target.slice(reached.length + 1);
      if (rest !== FRONT_DOOR && !(test && rest === TEST_FRONT_DOOR)) {
        const door = path.posix.relative(path.posix.dirname(file), `${reached}/${FRONT_DOOR}`);
        deepImports.push(`${file} → '${specifier}': inside ${reached}, use '${door.startsWith('.') ? door : `./${door}`}'`);
      }
      if (own === null || test) continue;
      const from = edges.get(own) ?? edges.set(own, new Map()).get(own)!;
      if (!from.has(reached)) from.set(reached, file);
    }
  }
  return { deepImports, edges };
}

/**
 * The graph's cycles, each spelled `a → b → a` with the file making each step: for every edge, the shortest way
 * back to where it started, written from the cycle's alphabetically first feature so each cycle is named once.
 */
function cyclesOf(edges: FeatureGraph['edges']): string[] {
  const found = new Set<string>();
  for (const [start, targets] of edges) {
    for (const first of targets.keys()) {
      const previous = new Map<string, string>([[first, start]]);
      const queue = [first];
      while (queue.length > 0 && !previous.has(`${start}\u0000back`)) {
        const feature = queue.shift()!;
        for (const next of edges.get(feature)?.keys() ?? []) {
          if (next === start) {
            previous.set(`${start}\u0000back`, feature);
            break;
          }
          if (!previous.has(next)) {
            previous.set(next, feature);
            queue.push(next);
          }
        }
      }
      const last = previous.get(`${start}\u0000back`);
      if (last === undefined) continue;
      const way = [last];
      while (way[0] !== first) way.unshift(previous.get(way[0]!)!);
      const cycle = [start, ...way];
      const at = cycle.indexOf([...cycle].sort()[0]!);
      const ordered = [...cycle.slice(at), ...cycle.slice(0, at)];
      const steps = ordered.map((feature, index) => edges.get(feature)!.get(ordered[(index + 1) % ordered.length]!)!);
      found.add(`${[...ordered, ordered[0]].join(' → ')} (through ${steps.join(', ')})`);
    }
  }
  return [...found].sort();
}

describe('the server features talk through their front doors (DESIGN.md §4.12)', () => {
  const features = path.dirname(fileURLToPath(import.meta.url));
  const graph = readFeatureGraph(features);

  it('reads the features and the imports between them', () => {
    expect(graph.edges.size).toBeGreaterThan(3);
    expect(graph.edges.get('progress')?.has('data-collection')).toBe(true);
  });

  it('has no import into another feature past its front door', () => {
    expect(graph.deepImports).toEqual([]);
  });

  it('has no cycle between features', () => {
    expect(cyclesOf(graph.edges)).toEqual([]);
  });
});

describe('the feature graph reader', () => {
  const probe = mkdtempSync(path.join(os.tmpdir(), 'feature-graph-'));
  afterAll(() => rmSync(probe, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
    writeFileSync(path.join(probe, file), text);
  };
  write('index.ts', "export { alphaModule } from './alpha/index.js';\nexport { betaModule } from './beta/beta.module.js';\n");
  write('alpha/index.ts', "export { alphaModule } from './alpha.module.js';\nexport { read } from './alpha.service.js';\n");
  write('alpha/alpha.service.ts', "import { write } from '../beta/beta.service.js';\nexport const read = write;\n");
  write('alpha/alpha.test.ts', "import { fixture } from '../gamma/test-fixtures.js';\nimport { write } from '../beta/index.js';\nexport const used = [fixture, write];\n");
  write('beta/index.ts', "export { write } from './beta.service.js';\n");
  write('beta/beta.service.ts', "import type { Read } from '../gamma/index.js';\nexport const write = (_: Read) => null;\n");
  write('beta/deep/beta-job.ts', "export const load = () => import('../../alpha/alpha.service.js');\n");
  write('gamma/index.ts', "import { read } from '../alpha/index.js';\nexport type Read = typeof read;\n");
  write('gamma/gamma.routes.ts', "import { fixture } from '../alpha/test-fixtures.js';\nimport { list } from '../index.js';\nexport const used = [fixture, list];\n");
  write('gamma/test/gamma-helper.ts', "export { rows } from '../../alpha/test-fixtures.js';\n");
  const read = readFeatureGraph(probe);

  it('names each import past a front door, and the door to use', () => {
    expect(read.deepImports).toEqual([
      "alpha/alpha.service.ts → '../beta/beta.service.js': inside beta, use '../beta/index.js'",
      "beta/deep/beta-job.ts → '../../alpha/alpha.service.js': inside alpha, use '../../alpha/index.js'",
      "gamma/gamma.routes.ts → '../alpha/test-fixtures.js': inside alpha, use '../alpha/index.js'",
      "gamma/gamma.routes.ts → '../index.js': the feature list, which imports every feature back",
      "index.ts → './beta/beta.module.js': inside beta, use './beta/index.js'",
    ]);
  });

  it('names each cycle between features with the files that close it, leaving tests out', () => {
    expect(cyclesOf(read.edges)).toEqual([
      'alpha → beta → alpha (through alpha/alpha.service.ts, beta/deep/beta-job.ts)',
      'alpha → beta → gamma → alpha (through alpha/alpha.service.ts, beta/beta.service.ts, gamma/gamma.routes.ts)',
    ]);
  });

  it('finds none in a graph without one', () => {
    const edges = new Map([
      ['a', new Map([['b', 'a/a.ts']])],
      ['b', new Map([['c', 'b/b.ts']])],
      ['d', new Map([['b', 'd/d.ts']])],
    ]);
    expect(cyclesOf(edges)).toEqual([]);
  });
});
