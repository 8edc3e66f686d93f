import { customType } from 'drizzle-orm/pg-core';

/**
 * A stored text search vector (PostgreSQL `tsvector`), what GET /search matches with a GIN index. Only
 * the search statement reads it, in SQL; the application never reads or writes its value, so it is
 * typed as the text PostgreSQL prints. The functions that compute the vectors are in the migration
 * that added them (search_vectors). A column type several features' tables use, so it lives here
 * rather than with the search that reads it.
 */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
