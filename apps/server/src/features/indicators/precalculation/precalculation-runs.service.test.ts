import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { precalculationRunsOf } from './precalculation-runs.service.js';

describe('precalculationRunsOf', () => {
  it("lists only the client's precalculation runs", () => {
    const query = new PgDialect().sqlToQuery(precalculationRunsOf(7));
    expect(query.sql).toBe('"precalculation_runs"."client_id" = $1');
    expect(query.params).toEqual([7]);
  });
});
