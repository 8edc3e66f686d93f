import { isDeepStrictEqual } from 'node:util';
import { configDocumentSchema, type ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';

/**
 * A document as its schema reads it, defaults filled in and absent values dropped, so that the configuration
 * exported from the database and the same configuration uploaded again compare equal.
 */
export function canonical<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Whether two parts of documents say the same (key order aside). */
export function isSame(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(canonical(a), canonical(b));
}

/** A document read by its schema, or the issues with their paths. */
export function readDocument(raw: unknown): { document: ConfigDocument; issues: null } | { document: null; issues: { path: string; code: string; message: string }[] } {
  const parsed = configDocumentSchema.safeParse(raw);
  if (parsed.success) return { document: canonical(parsed.data), issues: null };
  return {
    document: null,
    issues: parsed.error.issues.map((issue) => ({
      path: `/${issue.path.map((part) => String(part)).join('/')}`,
      code: issue.code === 'custom' ? 'INVALID' : issue.code.toUpperCase(),
      message: issue.message,
    })),
  };
}
