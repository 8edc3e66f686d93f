// What each built chunk in apps/web/dist/assets contains: which chunks hold
// back-office code, and which modules/packages make up a chunk's bytes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Sources (relative to apps/web) whose code is the back-office: its frame, its features (their descriptors
 * included: the back-office's route table loads on its first path, apps/web/src/features/index.ts) and its
 * texts.
 */
export const BACK_OFFICE_SOURCES = [
  'src/app/layouts/AdminLayout',
  'src/features/back-office-features',
  ...['admin-home', 'configuration', 'data-collection', 'progress', 'indicator-admin', 'users', 'roles', 'super-admin', 'search'].map((feature) => `src/features/${feature}/`),
  '../../packages/shared/src/i18n/back-office-catalogues',
];

/** The chart's code (ECharts and its wrapper), loaded by a page once it draws a chart. */
const CHART_SOURCES = [/(^|\/)src\/ui\/chart\/EChart\.tsx$/, /node_modules\/(echarts|zrender)\//];

/** Chunk names Vite gives the back-office entry points (used when neither manifest nor source maps exist). */
const BACK_OFFICE_NAMES = /^(AdminLayout|AdminHomePage|ClientConfigurationPage|SuperAdminPage|back-office-features|back-office-catalogues)-/;

const VLQ = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

function decodeVlqSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Bytes of minified code per original source, from the source map's mappings
 * (the same idea as source-map-explorer): each mapped segment owns the
 * generated text up to the next segment on its line.
 */
export function attributeBytes(code, map) {
  const lines = code.split('\n');
  const bytes = new Map();
  const add = (key, n) => bytes.set(key, (bytes.get(key) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    const segments = [];
    for (const raw of lineMappings.split(',')) {
      if (!raw) continue;
      const values = decodeVlqSegment(raw);
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        segments.push([column, sourceIndex]);
      } else {
        segments.push([column, -1]);
      }
    }
    let covered = 0;
    segments.forEach(([start, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const n = Math.max(0, end - start);
      covered += n;
      add(source >= 0 ? map.sources[source] : '(unmapped)', n);
    });
    if (line.length > covered) add('(unmapped)', line.length - covered);
  });
  return bytes;
}

/** Groups a source path into a package (`react-dom`, `@tanstack/query-core`) or an app folder. */
export function sourceGroup(source, webDir) {
  if (source === '(unmapped)') return source;
  const normalized = source.replace(/\\/g, '/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = normalized.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const absolute = path.resolve(path.join(webDir, 'dist/assets'), normalized);
  const repoRoot = path.resolve(webDir, '../..');
  const relative = path.relative(repoRoot, absolute).replace(/\\/g, '/');
  if (relative.startsWith('..')) return normalized;
  const parts = relative.split('/');
  // apps/web/src/features/home/… → apps/web/src/features/home; packages/shared/src/i18n/… → packages/shared/src/i18n
  const depth = parts[0] === 'apps' ? 5 : parts[0] === 'packages' || parts[0] === 'clients' ? 4 : 3;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || relative;
}

/**
 * Reads the build and says, per asset file, whether it is back-office code.
 * Uses Vite's manifest when the build wrote one (build.manifest), the source
 * maps (any module of the chunk under a back-office folder) when present, and
 * the chunk names otherwise.
 */
export function analyzeBuild(webDir) {
  const assetsDir = path.join(webDir, 'dist/assets');
  // Only the files a browser loads; the .map, .br and .gz siblings are not chunks.
  const files = readdirSync(assetsDir).filter((f) => /\.(js|css)$/.test(f));
  const backOffice = new Map(); // file name → reason
  const methods = new Set();
  const sourcesOf = new Map(); // js file name → source map (lazily parsed)
  const chartFiles = new Set(); // js chunks holding the chart's code

  const isBackOfficeSource = (absolute) => {
    const relative = path.relative(webDir, absolute).replace(/\\/g, '/');
    return BACK_OFFICE_SOURCES.some((prefix) => relative.startsWith(prefix));
  };

  const manifestFile = ['dist/.vite/manifest.json', 'dist/manifest.json']
    .map((f) => path.join(webDir, f))
    .find((f) => existsSync(f));
  if (manifestFile) {
    methods.add('vite manifest');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const [key, entry] of Object.entries(manifest)) {
      const src = entry.src ?? key;
      if (!isBackOfficeSource(path.join(webDir, src))) continue;
      for (const file of [entry.file, ...(entry.css ?? [])]) {
        backOffice.set(path.basename(file), `manifest: ${src}`);
      }
    }
  }

  const jsFiles = files.filter((f) => f.endsWith('.js'));
  for (const file of jsFiles) {
    const mapFile = path.join(assetsDir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    methods.add('source maps');
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    sourcesOf.set(file, map);
    const hit = map.sources.find((source) => isBackOfficeSource(path.resolve(assetsDir, source)));
    if (hit && !backOffice.has(file)) backOffice.set(file, `contains ${path.relative(webDir, path.resolve(assetsDir, hit))}`);
    if (map.sources.some((source) => CHART_SOURCES.some((pattern) => pattern.test(source.replace(/\\/g, '/'))))) chartFiles.add(file);
  }
  // Without source maps the chart's chunk is known by its entry's name.
  if (!methods.has('source maps')) for (const file of jsFiles) if (/^EChart-/.test(file)) chartFiles.add(file);

  if (methods.size === 0) methods.add('chunk names');
  for (const file of files) {
    if (BACK_OFFICE_NAMES.test(file) && !backOffice.has(file)) {
      backOffice.set(file, 'chunk name');
    }
  }
  // A CSS file Vite splits from a back-office chunk shares the chunk's name.
  const backOfficeNames = new Set([...backOffice.keys()].map((f) => f.replace(/-[^-]+\.(js|css)$/, '')));
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    if (!backOffice.has(file) && backOfficeNames.has(file.replace(/-[^-]+\.css$/, ''))) {
      backOffice.set(file, 'css of a back-office chunk');
    }
  }

  return {
    methods: [...methods],
    backOfficeFiles: [...backOffice.entries()].map(([file, reason]) => ({ file, reason })),
    isBackOffice: (file) => backOffice.get(file) ?? null,
    chartFiles: [...chartFiles],
    /** Whether a JS chunk holds the chart's code (ECharts, ZRender or the chart component). */
    isChart: (file) => chartFiles.has(file),
    /** Minified bytes per package/app folder in a JS chunk, biggest first. */
    composition(file) {
      const map = sourcesOf.get(file);
      if (!map) return null;
      const code = readFileSync(path.join(assetsDir, file), 'utf8');
      const groups = new Map();
      for (const [source, n] of attributeBytes(code, map)) {
        const group = sourceGroup(source, webDir);
        groups.set(group, (groups.get(group) ?? 0) + n);
      }
      return [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => ({ group, bytes }));
    },
  };
}
