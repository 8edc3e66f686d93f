import { z } from 'zod';

/**
 * PostgreSQL's `integer` (int4), the type of every id and counter column: a request's integer outside
 * it is refused by validation (422), never sent to the database to fail there.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A record's id in a path or a query (text on the wire). */
export const idParamSchema = z.coerce.number().int().positive().max(INT4_MAX);

/** A record's id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** Another integer of an integer column (a lock version), in a JSON body. */
export const int4Schema = z.number().int().min(INT4_MIN).max(INT4_MAX);

/** A page number in a query: from 1. */
export const pageParamSchema = z.coerce.number().int().min(1).max(INT4_MAX);
