import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { invalidRecord, type FieldErrors } from '../errors/app-error.js';

/**
 * Deeper than any document the API takes (a client's configuration or a subject's form is about ten
 * levels); a body nested further is refused before anything walks it.
 */
export const MAX_INPUT_DEPTH = 64;
/** Enough fields named for the answer to help; a body full of bad text is not listed to its end. */
const MAX_REPORTED_FIELDS = 20;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text no field may hold: a NUL byte (PostgreSQL's text cannot store one) or half of a surrogate pair
 * (not a character: it has no UTF-8 form, and PostgreSQL's JSON refuses its escape).
 */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Refuses, for every route and before validation, a request whose params, query or body hold unsafe
 * text (in a value or a key), whose query has an escape that is not UTF-8 (the only way a lone
 * surrogate is written in an address), or whose body is nested deeper than MAX_INPUT_DEPTH: 422
 * INVALID_RECORD naming the fields, so no handler, service or database ever sees such input.
 */
export function registerUnsafeTextRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const details = unsafeFieldsOf(request);
    done(details ? invalidRecord(details) : undefined);
  });
}

function unsafeFieldsOf(request: FastifyRequest): FieldErrors | null {
  const found = new Found();
  found.walk(request.params);
  found.walkQuery(request.url);
  found.walk(request.query);
  found.walk(request.body);
  return found.count ? found.details : null;
}

class Found {
  readonly details: FieldErrors = {};
  count = 0;
  private readonly path: (string | number)[] = [];

  add(field: string, error: FieldError): void {
    if (this.count >= MAX_REPORTED_FIELDS) return;
    const list = (this.details[field || 'base'] ??= []);
    if (!list.some((item) => item.error === error.error)) list.push(error);
    this.count++;
  }

  /** At the place being walked (a key's fault is its object's). */
  private addHere(error: FieldError): void {
    this.add(this.path.map(String).join('.'), error);
  }

  /** Every string and key of a parsed value, to MAX_INPUT_DEPTH levels. */
  walk(value: unknown): void {
    if (this.count >= MAX_REPORTED_FIELDS) return;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) this.addHere({ error: 'INVALID' });
      return;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
    if (this.path.length >= MAX_INPUT_DEPTH) {
      this.addHere({ error: 'INVALID', maximum_depth: MAX_INPUT_DEPTH });
      return;
    }
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) this.visit(index, value[index]);
      return;
    }
    for (const key of Object.keys(value)) {
      if (isUnsafeText(key)) this.addHere({ error: 'INVALID' });
      else this.visit(key, (value as Record<string, unknown>)[key]);
    }
  }

  private visit(key: string | number, value: unknown): void {
    this.path.push(key);
    this.walk(value);
    this.path.pop();
  }

  /**
   * The query's escapes as sent: the parser keeps an escape it cannot decode as it was written, so a
   * lone surrogate's bytes (%ED%A0%80) would otherwise pass for plain text.
   */
  walkQuery(url: string): void {
    const start = url.indexOf('?');
    if (start < 0 || !url.includes('%', start)) return;
    for (const pair of url.slice(start + 1).split('&')) {
      const equals = pair.indexOf('=');
      const [key, value] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
      const name = decoded(key);
      if (name === null || decoded(value) === null) this.add(name?.replace(/\[\]$/, '') ?? 'base', { error: 'INVALID' });
    }
  }
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
