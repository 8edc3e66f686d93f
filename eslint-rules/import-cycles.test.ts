import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './import-cycles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web/src');

/** Each cycle as the files it goes through, relative to `base`. */
const spelled = (cycles: { cycle: string[] }[], base: string) => cycles.map(({ cycle }) => cycle.map((file) => path.relative(base, file)).join(' → '));

describe('the web has no import cycle (DESIGN.md §4.12)', () => {
  it('finds none through apps/web/src, followed into shared code and the client packages', () => {
    const graph = importGraph({ roots: [web], tsconfig: path.join(root, 'apps/web/tsconfig.json') });
    expect(graph.size).toBeGreaterThan(300);
    const webCycles = findCycles(graph).filter(({ files }) => files.some((file) => file.startsWith(`${web}${path.sep}`)));
    expect(spelled(webCycles, root)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const probe = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(probe, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
    writeFileSync(path.join(probe, file), text);
  };
  write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true }, include: ['src'] }));
  // The shape of the cycle app/ and features/ once had: a layout reads the feature list, whose features
  // name a type of the layout's.
  write('src/app/layouts/admin-nav.ts', "import { FEATURES } from '../../features';\nexport interface NavItem { to: string }\nexport const NAV = FEATURES;\n");
  write('src/app/web-feature.ts', "import type { NavItem } from './layouts/admin-nav';\nexport interface WebFeature { nav?: NavItem[] }\n");
  write('src/features/index.ts', "import type { WebFeature } from '../app/web-feature';\nexport const FEATURES: WebFeature[] = [];\n");
  write('src/features/home/home.feature.ts', "export const page = () => import('./HomePage');\n");
  write('src/features/home/HomePage.tsx', "import { page } from './home.feature';\nexport const HomePage = () => page;\n");
  write('src/ui/Button.tsx', "import './button.css';\nimport { useState } from 'react';\nexport const Button = useState;\n");

  it('reports a cycle closed by a type-only import, spelled out file by file', () => {
    const cycles = findCycles(importGraph({ roots: [path.join(probe, 'src')], tsconfig: path.join(probe, 'tsconfig.json') }));
    expect(spelled(cycles, probe)).toEqual(
      expect.arrayContaining(['src/app/layouts/admin-nav.ts → src/features/index.ts → src/app/web-feature.ts → src/app/layouts/admin-nav.ts']),
    );
  });

  it('reports a cycle closed by import()', () => {
    const cycles = findCycles(importGraph({ roots: [path.join(probe, 'src')], tsconfig: path.join(probe, 'tsconfig.json') }));
    expect(spelled(cycles, probe)).toEqual(expect.arrayContaining(['src/features/home/HomePage.tsx → src/features/home/home.feature.ts → src/features/home/HomePage.tsx']));
    expect(cycles).toHaveLength(2);
  });

  it('finds none in a graph without one, and reports a file importing itself', () => {
    expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', []], ['d', ['b']]]))).toEqual([]);
    expect(findCycles(new Map([['a', ['a']]]))).toEqual([{ files: ['a'], cycle: ['a', 'a'] }]);
  });

  it('reads every kind of import a file makes', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "export type { D } from './d';",
      "import './e.css';",
      "const f = () => import('./f');",
      "type G = import('./g').G;",
    ].join('\n');
    expect(importsOf('probe.ts', text)).toEqual([
      { specifier: './a', kind: 'static' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'static' },
      { specifier: './d', kind: 'type' },
      { specifier: './e.css', kind: 'static' },
      { specifier: './f', kind: 'dynamic' },
      { specifier: './g', kind: 'type' },
    ]);
  });
});
