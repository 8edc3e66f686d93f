// Import cycles, found on the import graph TypeScript itself resolves (the project's tsconfig, its paths
// and workspace packages): DESIGN.md §4.12 wants none between the web's app/ and features/, nor anywhere
// else. Every kind of import is an edge: static, type-only (a cycle of types is a cycle of design even
// when the bundle drops it), re-exports and import().
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

/** The module specifiers a file names, with how it names each. */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFilesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The import graph from every source file under `roots`, resolved as `tsconfig` resolves, and followed into
 * whatever those files reach outside them (shared code, a client's package) so that a cycle through another
 * package is seen too. Files in node_modules are left out. Keys and values are absolute paths.
 */
export function importGraph({ roots, tsconfig }) {
  const config = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfig));
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, options);
  const graph = new Map();
  const queue = roots.flatMap(sourceFilesUnder).map((file) => path.resolve(file));
  while (queue.length > 0) {
    const file = queue.shift();
    if (graph.has(file)) continue;
    const edges = [];
    graph.set(file, edges);
    for (const { specifier, kind } of importsOf(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule;
      // A workspace package resolves to its sources (TypeScript follows the link out of node_modules) and is
      // followed; an installed library is not.
      if (!resolved || resolved.extension === ts.Extension.Dts || resolved.resolvedFileName.split(/[\\/]/).includes('node_modules')) continue;
      const target = path.resolve(resolved.resolvedFileName);
      edges.push({ to: target, kind });
      if (!graph.has(target)) queue.push(target);
    }
  }
  return graph;
}

/**
 * The graph's cycles: each strongly connected component of more than one file (or a file importing itself),
 * with one cycle through it spelled out as a path of files. Tarjan's algorithm, iterative.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  const targets = (file) => (graph.get(file) ?? []).map((edge) => (typeof edge === 'string' ? edge : edge.to));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, children: targets(start), at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.children.length) {
        const child = frame.children[frame.at++];
        if (!index.has(child)) {
          index.set(child, next);
          low.set(child, next++);
          stack.push(child);
          onStack.add(child);
          work.push({ file: child, children: targets(child), at: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(child)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || targets(frame.file).includes(frame.file)) components.push(component);
    }
  }
  return components.map((files) => ({ files: files.sort(), cycle: cycleThrough(files, targets) }));
}

/** One cycle inside a strongly connected component: a shortest way from its first file back to it. */
function cycleThrough(files, targets) {
  const members = new Set(files);
  const start = [...files].sort()[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of targets(file)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(previous.get(way[0]));
        return [...way, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
