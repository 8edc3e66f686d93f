import type { ExportFormat } from '@platform/shared/exports/exports.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { countExportInputsBySubject, exportInputsPage, type ExportedInput, type ExportSubject, type InputExportFilter } from '../data-collection/index.js';
import { countIndicatorFigures, figureDimensions, indicatorFiguresPage, type FigureExportFilter } from '../indicators/index.js';
import type { IndicatorsPlan, InputsPlan } from './export-choices.service.js';
import { csvExportWriter } from './csv-export-writer.js';
import type { ExportColumn, ExportFileWriter } from './export-sheet.js';
import { EXPORT_TEXTS } from './exports.texts.js';
import { commonInputColumns, inputColumns, unionColumns, type InputColumn } from './input-columns.js';
import { readAheadPages } from './read-ahead-pages.js';
import { xlsxExportWriter } from './xlsx-export-writer.js';

/**
 * Rows read per query: keyset pages, so a page costs the same at any depth; the page written and the next one
 * read are all that is held. 2,000 keeps a million-row export's memory rise near 100 MB (5,000: about 240 MB,
 * the heap growing between collections) at the same speed (bench/exports.mjs).
 */
export const EXPORT_PAGE_ROWS = 2_000;

/** Where an export writes and reports: its file, and how far it has come (which may stop it: see export.job.ts). */
export interface ExportFileTarget {
  db: Database;
  path: string;
  format: ExportFormat;
  locale: Locale;
  progress(done: number, total: number): Promise<void>;
}

/**
 * The inputs of the plan the actor may read, written to the file: an xlsx has one sheet per subject (each
 * subject chosen, or, when none was, each with inputs to show), each after the hidden keys sheet naming its
 * columns' targets; a csv has one table whose columns are every subject's (the subject column tells whose a
 * row is).
 * Answers the rows written.
 */
export async function writeInputsFile(target: ExportFileTarget, actor: Actor, plan: InputsPlan): Promise<number> {
  const filter: Omit<InputExportFilter, 'subjectIds'> = { periods: plan.periods, states: plan.states, tagsByDimension: plan.tagsByDimension };
  const counts = await countExportInputsBySubject(target.db, actor, { ...filter, subjectIds: plan.subjects.map((subject) => subject.id) });
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const subjects = plan.subjectsChosen ? plan.subjects : plan.subjects.filter((subject) => (counts.get(subject.id) ?? 0) > 0);
  const columnsBySubject = new Map(subjects.map((subject) => [subject.id, inputColumns(subject, plan.nodes, target.locale)]));
  await target.progress(0, total);

  let done = 0;
  const eachPage = async (subject: ExportSubject, write: (page: ExportedInput[]) => Promise<void>) => {
    const read = (after: number) => exportInputsPage(target.db, actor, { ...filter, subjectIds: [subject.id] }, after, EXPORT_PAGE_ROWS);
    for await (const page of readAheadPages(read, EXPORT_PAGE_ROWS)) {
      await write(page);
      done += page.length;
      await target.progress(done, Math.max(total, done));
    }
  };

  if (target.format === 'csv') {
    const union = unionColumns(columnsBySubject.size > 0 ? columnsBySubject : new Map([[0, commonInputColumns(target.locale)]]));
    return writeFile(csvExportWriter(target.path), async (writer) => {
      await writer.startSheet(EXPORT_TEXTS[target.locale].sheets.inputs, union.columns);
      for (const subject of subjects) {
        await eachPage(subject, async (page) => {
          for (const input of page) await writer.addRow(union.cellsOf(input));
        });
      }
      return done;
    });
  }

  const sheets: { subject: ExportSubject | null; columns: InputColumn[] }[] =
    subjects.length > 0 ? subjects.map((subject) => ({ subject, columns: columnsBySubject.get(subject.id)! })) : [{ subject: null, columns: commonInputColumns(target.locale) }];
  const writer = xlsxExportWriter(target.path, { keys: true });
  return writeFile(writer, async () => {
    for (const { subject, columns } of sheets) {
      await writer.startSheet(subject?.name[target.locale] || subject?.key || EXPORT_TEXTS[target.locale].sheets.inputs, columns);
      if (!subject) continue;
      await eachPage(subject, async (page) => {
        for (const input of page) await writer.addRow(columns.map((column) => column.cell(input)));
      });
    }
    return done;
  });
}

/**
 * The published figures of the plan, one row per indicator, period and breakdown node (the node's name in its
 * dimension's column; none for a total): indicator key and name, period, value, unit, when it was last revised.
 */
export async function writeFiguresFile(target: ExportFileTarget, plan: IndicatorsPlan): Promise<number> {
  const texts = EXPORT_TEXTS[target.locale];
  const locale = target.locale;
  const filter: Omit<FigureExportFilter, 'indicatorIds'> = { periods: plan.periods, tagsByDimension: plan.tagsByDimension };
  const indicatorIds = plan.indicators.map((indicator) => indicator.id);
  const [total, dimensions] = await Promise.all([countIndicatorFigures(target.db, { ...filter, indicatorIds }), figureDimensions(target.db, indicatorIds)]);
  const byKey = new Map(plan.nodes.map((node) => [node.key, node]));
  const nameOf = (key: string) => byKey.get(key)?.name[locale] ?? key;
  const columns: ExportColumn[] = [
    { header: texts.indicator, width: 28 },
    { header: texts.indicatorName, width: 40 },
    { header: texts.period, width: 10 },
    ...dimensions.map((dimension) => ({ header: nameOf(dimension), width: 28 })),
    { header: texts.value, width: 16 },
    { header: texts.unit, width: 12 },
    { header: texts.revisedAt, width: 18, dateTime: true },
  ];
  await target.progress(0, total);

  const writer = target.format === 'csv' ? csvExportWriter(target.path) : xlsxExportWriter(target.path);
  return writeFile(writer, async () => {
    await writer.startSheet(texts.sheets.indicators, columns);
    let done = 0;
    for (const indicator of plan.indicators) {
      const read = (after: number) => indicatorFiguresPage(target.db, { ...filter, indicatorIds: [indicator.id] }, after, EXPORT_PAGE_ROWS);
      for await (const page of readAheadPages(read, EXPORT_PAGE_ROWS)) {
        for (const figure of page) {
          await writer.addRow([
            indicator.key,
            indicator.name[locale],
            figure.period,
            ...dimensions.map((dimension) => (figure.tags[dimension] === undefined ? null : nameOf(figure.tags[dimension]))),
            figure.value,
            indicator.unit?.[locale] || null,
            figure.revisedAt,
          ]);
        }
        done += page.length;
        await target.progress(done, Math.max(total, done));
      }
    }
    return done;
  });
}

/** Runs the writing, completing the file, or releasing it on any failure (the caller removes it). */
async function writeFile(writer: ExportFileWriter, write: (writer: ExportFileWriter) => Promise<number>): Promise<number> {
  try {
    const rows = await write(writer);
    await writer.finish();
    return rows;
  } catch (error) {
    writer.abort();
    throw error;
  }
}
