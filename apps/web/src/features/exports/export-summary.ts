import type { ExportBody } from '@platform/shared/exports/exports.schemas';
import type { Translate } from '../../ui/i18n/useT';

/** Names shown before "and N more". */
const NAMED = 3;

/** A few names, then how many more ("Energy, Emissions, Water and 4 more"). */
export function shortList(names: readonly string[], t: Translate): string {
  if (names.length <= NAMED) return names.join(', ');
  return t('exports.what.more', { list: names.slice(0, NAMED).join(', '), count: names.length - NAMED });
}

/**
 * What an export holds, in a few words for its row of the history: which subjects or indicators (every one
 * when none was chosen) and which periods, with the organisations when some were chosen.
 */
export function exportSummary(request: ExportBody, names: { subject(key: string): string; indicator(key: string): string }, t: Translate): string[] {
  const chosen =
    request.kind === 'inputs'
      ? request.subjects?.length
        ? shortList(request.subjects.map(names.subject), t)
        : t('exports.what.allSubjects')
      : request.indicators?.length
        ? shortList(request.indicators.map(names.indicator), t)
        : t('exports.what.allIndicators');
  const periods = request.periods?.length ? shortList([...request.periods].sort(), t) : t('exports.what.allPeriods');
  const lines = [chosen, periods];
  if (request.tags?.length) lines.push(t('exports.what.tags', { count: request.tags.length }));
  if (request.kind === 'inputs' && request.states?.length) lines.push(request.states.map((state) => t(`dataEntry.state.${state}`)).join(', '));
  return lines;
}
