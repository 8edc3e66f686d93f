import type { ConfigDiffEntry } from '@platform/shared/super-admin/config-versions.schemas';
import type { ConfigDocument, ConfigTagNode } from '@platform/shared/super-admin/config-document.schemas';
import { canonical, isSame } from './config-canonical.js';
import { escapePart as escape } from './config-paths.js';

type Keyed = Record<string, unknown>;

/** A tag tree flattened to its nodes by key, each with its parent and place: a move is a change of `parent`. */
export function flatTags(trees: readonly ConfigTagNode[]): Map<string, { name: ConfigTagNode['name']; parent: string | null; position: number }> {
  const nodes = new Map<string, { name: ConfigTagNode['name']; parent: string | null; position: number }>();
  const visit = (node: ConfigTagNode, parent: string | null, position: number) => {
    nodes.set(node.key, { name: node.name, parent, position });
    node.children.forEach((child, index) => visit(child, node.key, index));
  };
  trees.forEach((tree, index) => visit(tree, null, index));
  return nodes;
}

const byKey = <T extends { key: string }>(items: readonly T[]): Keyed => Object.fromEntries(items.map(({ key, ...rest }) => [key, rest]));

/** The document with its lists keyed, so that a change reads `/subjects/energy/fields/tonnes/name/fr`. */
function keyed(document: ConfigDocument): Keyed {
  return canonical({
    settings: document.settings,
    sections: byKey(document.sections),
    subjects: Object.fromEntries(document.subjects.map(({ key, fields, ...rest }) => [key, { ...rest, fields: byKey(fields.map(({ id, ...field }) => ({ key: id, ...field }))) }])),
    tags: Object.fromEntries(flatTags(document.tags)),
    indicators: byKey(document.indicators),
    roles: Object.fromEntries(document.roles.map(({ name, ...rest }) => [name, rest])),
  });
}

const isObject = (value: unknown): value is Keyed => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What changes from `from` to `to`, part by part (lists other than the keyed ones change as a whole). */
export function diffDocuments(from: ConfigDocument, to: ConfigDocument): ConfigDiffEntry[] {
  const entries: ConfigDiffEntry[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const here = `${path}/${escape(key)}`;
        if (!(key in b)) entries.push({ path: here, op: 'remove', old: a[key], new: null });
        else if (!(key in a)) entries.push({ path: here, op: 'add', old: null, new: b[key] });
        else walk(a[key], b[key], here);
      }
    } else if (!isSame(a, b)) {
      entries.push({ path, op: 'replace', old: a ?? null, new: b ?? null });
    }
  };
  walk(keyed(from), keyed(to), '');
  return entries;
}
