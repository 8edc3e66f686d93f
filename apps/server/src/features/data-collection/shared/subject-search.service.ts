import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import { sections, subjects } from '../data-collection.tables.js';

/** The stored vectors each language is searched in (built by the search_vectors migration's functions). */
const SUBJECT_VECTORS = { en: subjects.searchVectorEn, fr: subjects.searchVectorFr } as const;

/**
 * GET /search's part over subjects: the client's live subjects whose stored vector (name, section name,
 * fields) matches `query`, as rows `kind, id, key, name, path, rank` (ts_rank), read through the
 * language's GIN index. Who may find subjects at all is the search policy's to say.
 */
export function subjectSearchMatches(clientId: number, locale: Locale, query: SQL): SQL {
  const vector = SUBJECT_VECTORS[locale];
  return sql`select 'subject' as kind, ${subjects.id} as id, ${subjects.key} as key, ${subjects.name} as name, '/admin/subjects/' || ${subjects.key} as path, ts_rank(${vector}, ${query}) as rank
    from ${subjects} where ${subjects.clientId} = ${clientId} and ${subjects.archivedAt} is null and ${vector} @@ ${query}`;
}

/**
 * The text a found subject's excerpt is taken from: its section's name, then its fields as the form reads
 * ("Field name: its help · next field…"), built by the function its stored vectors are built with. A
 * scalar subquery on the subject whose id is `subjectId`, so it is worked out for the results kept only.
 */
export function subjectExcerptSource(locale: Locale, subjectId: SQL): SQL {
  return sql`(select coalesce(${sections.name} ->> ${locale}::text, '') || ' · ' || search_subject_fields_text(${subjects.fields}, ${locale}::text)
      from ${subjects} left join ${sections} on ${sections.id} = ${subjects.sectionId}
      where ${subjects.id} = ${subjectId})`;
}
