// The JavaScript the home page loads before any lazy import: index.html's module scripts and
// modulepreloads, and every chunk those import statically, read from the build alone (no server, no
// browser). Each file's gzipped size is gzip -9 of the file, as the page-load measurement counts a
// file the server does not send gzipped.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Module scripts and module preloads named by the built index.html, as paths under dist/. */
export function entryScripts(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]);
  return [...new Set([...scripts, ...preloads])].map((src) => src.replace(/^\//, ''));
}

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

/**
 * Every JavaScript file the first load of a page fetches before running any lazy import, in the order
 * they are found, with raw and gzipped sizes.
 */
export function firstLoadScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = entryScripts(html).filter((file) => file.endsWith('.js'));
  const seen = new Set(queue);
  const files = [];
  while (queue.length > 0) {
    const file = queue.shift();
    const absolute = path.join(distDir, file);
    if (!existsSync(absolute)) continue;
    const code = readFileSync(absolute);
    files.push({ file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const imported of staticImports(code.toString('utf8'))) {
      const next = path.posix.join(path.posix.dirname(file), imported);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { files, gzipBytes: files.reduce((sum, each) => sum + each.gzipBytes, 0), bytes: files.reduce((sum, each) => sum + each.bytes, 0) };
}
