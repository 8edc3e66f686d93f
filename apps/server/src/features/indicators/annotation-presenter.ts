import type { Annotation } from '@platform/shared/indicators/indicator.schemas';
import type { annotations } from './indicators.tables.js';

export type AnnotationRow = typeof annotations.$inferSelect;

export function presentAnnotation(row: AnnotationRow): Annotation {
  return { id: row.id, period: row.period, text: row.text, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}
