// DESIGN.md §4.12, checked by lint: a server feature uses another only through its front door,
// `features/<feature>/index.ts`. Test code (`*.test.ts`, `test-*.ts` files such as test seeds, and `test/`
// folders) may also use another feature's test front door, `features/<feature>/test-fixtures.ts`, which nothing
// else imports. Imports are matched by their specifier, resolved against the importing file's folder.
// The graph test (apps/server/src/features/feature-graph.test.ts) checks the same rule over the whole tree,
// and that the features' graph has no cycle.
import path from 'node:path';

const FEATURES = 'apps/server/src/features';
const FRONT_DOOR = 'index.js';
const TEST_FRONT_DOOR = 'test-fixtures.js';

/** Test code, by its path inside the features folder: a test, a `test-*.ts` file, or anything under a `test/` folder. */
export function isTestCode(relativePath) {
  const name = path.posix.basename(relativePath);
  return name.endsWith('.test.ts') || name.startsWith('test-') || relativePath.split('/').slice(0, -1).includes('test');
}

/** Where a file lies inside the features folder (posix, relative), or null for a file outside it. */
function insideFeatures(fileName) {
  const parts = path.resolve(fileName).split(path.sep).join('/');
  const at = parts.lastIndexOf(`/${FEATURES}/`);
  return at === -1 ? null : parts.slice(at + FEATURES.length + 2);
}

const featureOf = (relativePath) => (relativePath.includes('/') ? relativePath.split('/')[0] : null);

/** How `from` (a path inside features/) names `target`'s file `file`, as an import specifier. */
function specifierTo(from, target, file) {
  const relative = path.posix.relative(path.posix.dirname(from), `${target}/${file}`);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * Why `specifier`, imported by the file at `from` (inside features/), breaks the rule, or null when it keeps it.
 * Returns the message's data: the feature reached and the front door(s) to use instead.
 */
export function frontDoorRefusal(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (target.startsWith('..')) return null;
  const own = featureOf(from);
  const reached = featureOf(target);
  const test = isTestCode(from);
  // The feature list imports every front door; a feature importing it would import itself back.
  if (reached === null) return own !== null && !test ? { messageId: 'featureList', data: { specifier } } : null;
  if (reached === own) return null;
  const rest = target.slice(reached.length + 1);
  if (rest === FRONT_DOOR || (test && rest === TEST_FRONT_DOOR)) return null;
  const door = specifierTo(from, reached, FRONT_DOOR);
  if (rest === TEST_FRONT_DOOR) return { messageId: 'testFrontDoor', data: { specifier, feature: reached, door } };
  const testDoor = specifierTo(from, reached, TEST_FRONT_DOOR);
  return { messageId: test ? 'deepFromTest' : 'deep', data: { specifier, feature: reached, door, testDoor } };
}

const DEEP = "Front-door rule: '{{specifier}}' reaches inside the {{feature}} feature — import it from its front door '{{door}}' (export it from features/{{feature}}/index.ts if it is not there yet; a helper several features use belongs in platform/).";

export const frontDoorRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A server feature imports another only through its front door (index.ts), tests also through its test-fixtures.ts' },
    schema: [],
    messages: {
      deep: DEEP,
      deepFromTest: `${DEEP.slice(0, -2)}), or, for its test records and tables, from its test front door '{{testDoor}}'.`,
      testFrontDoor:
        "Front-door rule: '{{specifier}}' is the {{feature}} feature's test front door, for test code only — import from its front door '{{door}}'.",
      featureList: "Front-door rule: '{{specifier}}' is the feature list (features/index.ts), which imports every feature — a feature never imports it back.",
    },
  },
  create(context) {
    const from = insideFeatures(context.filename);
    if (from === null) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const refusal = frontDoorRefusal(from, source.value);
      if (refusal) context.report({ node: source, ...refusal });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const featureFrontDoors = [
  {
    name: 'features/front-doors',
    files: [`${FEATURES}/**`],
    plugins: { features: { rules: { 'front-door': frontDoorRule } } },
    rules: { 'features/front-door': 'error' },
  },
];
