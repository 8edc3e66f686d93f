import leven from 'leven';
import type { ImportColumn, ImportMapping } from '@platform/shared/imports/imports.schemas';
import { MAPPING_IGNORE } from '@platform/shared/imports/import-limits';
import type { ImportTarget } from './import-targets.js';

/** Header text as compared: no accents, no case, no punctuation or spacing. */
export function normalisedHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export interface MappingSources {
  header: readonly string[];
  /** Targets by column from the file's hidden keys sheet (our templates and exports). */
  hidden: readonly string[] | null;
  /** What the caller sent: header → target. */
  sent: ImportMapping | undefined;
  /** The subject's last confirmed mapping: normalised header → target. */
  remembered: ImportMapping | undefined;
}

/**
 * Which target each column has. In order of trust: the caller's mapping, the file's own keys, the subject's
 * remembered mapping, the header naming a target's id, its name in either language, then the nearest name
 * within a couple of typing mistakes. A target is given to one column only (the first); the rest are ignored.
 */
export function mapColumns(targets: readonly ImportTarget[], sources: MappingSources): ImportColumn[] {
  const byKey = new Map(targets.map((target) => [target.key, target]));
  const taken = new Set<string>();
  const take = (target: string | undefined): string | null => {
    if (target === undefined || !byKey.has(target)) return null;
    if (target === MAPPING_IGNORE) return target;
    if (taken.has(target)) return null;
    taken.add(target);
    return target;
  };
  const columns: ImportColumn[] = sources.header.map((header) => ({ header, target: MAPPING_IGNORE, matched_by: 'none' }));
  const passes: [ImportColumn['matched_by'], (header: string, index: number) => string | undefined][] = [
    ['sent', (header) => sources.sent?.[header]],
    ['hidden', (_header, index) => sources.hidden?.[index] || undefined],
    ['remembered', (header) => sources.remembered?.[normalisedHeader(header)]],
    ['id', (header) => (byKey.has(header.trim()) ? header.trim() : undefined)],
    ['name', (header) => byName(targets, header)],
    ['fuzzy', (header) => nearest(targets, header)],
  ];
  for (const [matchedBy, find] of passes) {
    columns.forEach((column, index) => {
      if (column.matched_by !== 'none' || column.header === '') return;
      const target = take(find(column.header, index));
      if (target !== null) columns[index] = { header: column.header, target, matched_by: matchedBy };
    });
  }
  return columns;
}

function byName(targets: readonly ImportTarget[], header: string): string | undefined {
  const wanted = normalisedHeader(header);
  if (wanted === '') return undefined;
  return targets.find((target) => target.names.some((name) => normalisedHeader(name.en) === wanted || normalisedHeader(name.fr) === wanted))?.key;
}

/** The one target whose name is within two edits (or a tenth of its length) of the header; none when two tie. */
function nearest(targets: readonly ImportTarget[], header: string): string | undefined {
  const wanted = normalisedHeader(header);
  if (wanted.length < 4) return undefined;
  let best: { key: string; distance: number } | null = null;
  let tie = false;
  for (const target of targets) {
    for (const name of target.names.flatMap((names) => [names.en, names.fr])) {
      const candidate = normalisedHeader(name);
      const distance = leven(wanted, candidate);
      if (distance > Math.max(2, Math.floor(candidate.length / 10))) continue;
      if (best === null || distance < best.distance) {
        best = { key: target.key, distance };
        tie = false;
      } else if (distance === best.distance && best.key !== target.key) tie = true;
    }
  }
  return best && !tie ? best.key : undefined;
}

/** The mapping to remember for the subject: normalised header → target, for the columns with a meaning. */
export function mappingToRemember(columns: readonly ImportColumn[]): ImportMapping {
  return Object.fromEntries(columns.filter((column) => column.header !== '').map((column) => [normalisedHeader(column.header), column.target]));
}

/** The mapping as the import shows it: header → target. */
export const mappingOf = (columns: readonly ImportColumn[]): ImportMapping => Object.fromEntries(columns.map((column) => [column.header, column.target]));
