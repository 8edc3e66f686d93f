import { and, asc, eq, sql } from 'drizzle-orm';
import type { Annotation, AnnotationBody } from '@platform/shared/indicators/indicator.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { presentAnnotation } from './annotation-presenter.js';
import { requireIndicator } from './indicator-row.service.js';
import type { Viewer } from './indicator-viewer.js';
import { sanitizedLocalizedHtml } from './localized-rich-text.js';
import { indicatorsPolicy } from './indicators.policy.js';
import { annotations } from './indicators.tables.js';
import { provisionalView } from './provisional-figures.js';

/**
 * The indicator's annotations, by period (those for every year first), then in the order they were written;
 * without those of the provisional periods the client hides from this viewer.
 */
export async function listAnnotations(db: Database, viewer: Viewer, key: string): Promise<Annotation[]> {
  const indicator = await requireIndicator(db, viewer.client.id, key);
  const provisional = provisionalView(viewer, indicator);
  const list = await annotationsOf(db, indicator.id);
  return provisional.hidden ? list.filter((annotation) => !provisional.isProvisional(annotation.period)) : list;
}

export async function annotationsOf(db: Database, indicatorId: number): Promise<Annotation[]> {
  const rows = await db
    .select()
    .from(annotations)
    .where(eq(annotations.indicatorId, indicatorId))
    .orderBy(sql`${annotations.period} asc nulls first`, asc(annotations.id));
  return rows.map(presentAnnotation);
}

/**
 * One annotation of the client's indicator `key`; NOT_FOUND when it belongs to another indicator, or to a
 * provisional period the client hides from this viewer.
 */
export async function showAnnotation(db: Database, viewer: Viewer, key: string, id: number): Promise<Annotation> {
  const indicator = await requireIndicator(db, viewer.client.id, key);
  const annotation = await requireAnnotation(db, indicator.id, id);
  const provisional = provisionalView(viewer, indicator);
  if (provisional.hidden && provisional.isProvisional(annotation.period)) throw notFound('No such annotation.');
  return presentAnnotation(annotation);
}

export async function createAnnotation(db: Database, actor: Actor, key: string, body: AnnotationBody): Promise<Annotation> {
  const indicator = await requireIndicator(db, actor.client.id, key);
  authorize(indicatorsPolicy, actor, 'annotate', indicator);
  const values = annotationValues(actor, body);
  const [row] = await db
    .insert(annotations)
    .values({ indicatorId: indicator.id, authorId: actor.user.id, ...values })
    .returning();
  return presentAnnotation(row!);
}

export async function updateAnnotation(db: Database, actor: Actor, key: string, id: number, body: AnnotationBody): Promise<Annotation> {
  const indicator = await requireIndicator(db, actor.client.id, key);
  authorize(indicatorsPolicy, actor, 'annotate', indicator);
  await requireAnnotation(db, indicator.id, id);
  const values = annotationValues(actor, body);
  const [row] = await db
    .update(annotations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(annotations.id, id), eq(annotations.indicatorId, indicator.id)))
    .returning();
  if (!row) throw notFound('No such annotation.');
  return presentAnnotation(row);
}

export async function deleteAnnotation(db: Database, actor: Actor, key: string, id: number): Promise<void> {
  const indicator = await requireIndicator(db, actor.client.id, key);
  authorize(indicatorsPolicy, actor, 'annotate', indicator);
  const deleted = await db
    .delete(annotations)
    .where(and(eq(annotations.id, id), eq(annotations.indicatorId, indicator.id)))
    .returning({ id: annotations.id });
  if (deleted.length === 0) throw notFound('No such annotation.');
}

async function requireAnnotation(db: Database, indicatorId: number, id: number) {
  const [row] = await db
    .select()
    .from(annotations)
    .where(and(eq(annotations.id, id), eq(annotations.indicatorId, indicatorId)))
    .limit(1);
  if (!row) throw notFound('No such annotation.');
  return row;
}

/** The annotation as stored: its text sanitised per locale; some text in at least one locale (BLANK otherwise). */
function annotationValues(actor: Actor, body: AnnotationBody) {
  const text = sanitizedLocalizedHtml(actor.client.name, body.annotation.text);
  if (text.en === null && text.fr === null) throw invalidRecord({ text: [{ error: 'BLANK' }] });
  return { period: body.annotation.period, text };
}
