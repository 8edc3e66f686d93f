import type { ConfigFinding } from '@platform/shared/super-admin/config-versions.schemas';
import type { ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';
import { isPermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { flatTags } from './config-diff.js';
import { pathOf as at } from './config-paths.js';


/**
 * What makes a document impossible to apply, found from the document alone: keys named twice, a subject in a
 * section the document does not have, a calculation reading a subject, field or dimension that does not exist,
 * a subject's tags deeper than its tree, a role granting an unknown permission. Paths are keyed as the diff's.
 */
export function documentErrors(document: ConfigDocument): ConfigFinding[] {
  const errors: ConfigFinding[] = [];
  const add = (path: string, code: string, message: string) => errors.push({ path, code, message });
  const twice = (keys: readonly string[], list: string, what: string) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) add(at(list, key), 'DUPLICATE_KEY', `${what} "${key}" is named twice.`);
      seen.add(key);
    }
  };
  twice(document.sections.map((section) => section.key), 'sections', 'The section');
  twice(document.subjects.map((subject) => subject.key), 'subjects', 'The subject');
  twice(document.indicators.map((indicator) => indicator.key), 'indicators', 'The indicator');
  twice(document.roles.map((role) => role.name), 'roles', 'The role');
  const tagKeys: string[] = [];
  const collect = (node: ConfigDocument['tags'][number]) => {
    tagKeys.push(node.key);
    node.children.forEach(collect);
  };
  document.tags.forEach(collect);
  twice(tagKeys, 'tags', 'The tag node');
  const paths = new Set<string>();
  for (const indicator of document.indicators) {
    if (paths.has(indicator.path)) add(at('indicators', indicator.key, 'path'), 'DUPLICATE_PATH', `Another indicator has the path ${indicator.path}.`);
    paths.add(indicator.path);
  }

  const sections = new Set(document.sections.map((section) => section.key));
  const depthOf = treeDepths(document);
  const subjects = new Map(document.subjects.map((subject) => [subject.key, subject]));
  for (const subject of document.subjects) {
    if (!sections.has(subject.section)) add(at('subjects', subject.key, 'section'), 'UNKNOWN_SECTION', `No section has the key "${subject.section}".`);
    const ids = new Set<string>();
    for (const field of subject.fields) {
      if (ids.has(field.id)) add(at('subjects', subject.key, 'fields', field.id), 'DUPLICATE_KEY', `The field "${field.id}" is named twice.`);
      ids.add(field.id);
    }
    for (const field of subject.fields) {
      if (field.display && !ids.has(field.display.key)) add(at('subjects', subject.key, 'fields', field.id, 'display', 'key'), 'UNKNOWN_FIELD', `No field "${field.display.key}" in this subject.`);
    }
    for (const dimension of subject.tag_dimensions) {
      const depth = depthOf.get(dimension.key);
      if (depth === undefined) add(at('subjects', subject.key, 'tag_dimensions'), 'UNKNOWN_DIMENSION', `No tag tree has the key "${dimension.key}".`);
      else if (dimension.depth > depth) add(at('subjects', subject.key, 'tag_dimensions'), 'TOO_DEEP', `The tree "${dimension.key}" has no nodes at depth ${dimension.depth}.`);
    }
  }

  for (const indicator of document.indicators) {
    const calculation = indicator.calculation;
    if (indicator.type === 'custom' && !indicator.custom_component) add(at('indicators', indicator.key, 'custom_component'), 'BLANK', 'A custom indicator names its component.');
    if (!calculation) continue;
    const operands = [['calculation', calculation] as const, ...(calculation.kind === 'ratio' ? [['calculation/denominator', calculation.denominator] as const] : [])];
    for (const [where, operand] of operands) {
      const subject = subjects.get(operand.subject);
      const path = `${at('indicators', indicator.key)}/${where}`;
      if (!subject) add(`${path}/subject`, 'UNKNOWN_SUBJECT', `No subject has the key "${operand.subject}".`);
      else if (!subject.fields.some((field) => field.id === operand.field && field.type === 'number')) {
        add(`${path}/field`, 'NOT_A_NUMBER_FIELD', `The subject "${operand.subject}" has no number field "${operand.field}".`);
      }
    }
    if (calculation.breakdown !== undefined && !depthOf.has(calculation.breakdown)) {
      add(`${at('indicators', indicator.key)}/calculation/breakdown`, 'UNKNOWN_DIMENSION', `No tag tree has the key "${calculation.breakdown}".`);
    }
  }

  for (const role of document.roles) {
    for (const key of role.permissions) {
      if (!isPermissionKey(key)) add(at('roles', role.name, 'permissions'), 'UNKNOWN_PERMISSION', `No permission has the key "${key}".`);
    }
  }
  return errors;
}

/** Each tree's depth (its root's key → the deepest level under it, the root being 0). */
function treeDepths(document: ConfigDocument): Map<string, number> {
  const depths = new Map<string, number>();
  const deepest = (node: ConfigDocument['tags'][number]): number => Math.max(0, ...node.children.map((child) => 1 + deepest(child)));
  for (const tree of document.tags) depths.set(tree.key, deepest(tree));
  return depths;
}

/** The tag nodes either document has that the other has not, and those moved to another parent. */
export function tagChanges(from: ConfigDocument, to: ConfigDocument): { removed: string[]; moved: string[] } {
  const before = flatTags(from.tags);
  const after = flatTags(to.tags);
  return {
    removed: [...before.keys()].filter((key) => !after.has(key)),
    moved: [...before.entries()].filter(([key, node]) => after.has(key) && after.get(key)!.parent !== node.parent).map(([key]) => key),
  };
}
