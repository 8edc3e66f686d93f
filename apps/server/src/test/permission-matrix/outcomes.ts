import type { LightMyRequestResponse } from 'fastify';

/**
 * What one caller gets from one route, as the matrix states it:
 * - `ok`: the rules let the caller through. What that looks like is the row probe's `passes`: a 2xx
 *   answer (the default), or, for a probe built to change nothing, the answer that can only come after
 *   every rule said yes: 422 INVALID_RECORD for a body that fails validation ('invalid'), 404 for a
 *   harmless id that names nothing ('missing'), or a redirect for a route whose answer to everyone is one
 *   ('redirect', the site's summary link before a summary is published). A 2xx where the probe expected its 422 or 404 fails the
 *   row (a write went through that was meant not to).
 * - `denied`: 401 SESSION_EXPIRED or 403 ACCESS_DENIED.
 * - `notFound`: the record exists but is not the caller's to see: 404 NOT_FOUND (or, in a bulk answer,
 *   the item's NOT_FOUND), never a hint that it exists.
 * - `readOnly`: the caller sees the record but may not change it: 422 with `READ_ONLY` (the bulk
 *   item's code, or the error's `details.base`).
 */
export type Outcome = 'ok' | 'denied' | 'notFound' | 'readOnly';

/** The answer a probe gets once every rule let the caller through. */
export type Passes = '2xx' | 'invalid' | 'missing' | 'redirect';

/** What an answer says, before the row's probe tells whether it means `ok`. */
type Answer = '2xx' | 'redirect' | 'invalid' | 'missing' | 'denied' | 'readOnly' | 'bulkNotFound' | 'other';

interface ErrorBody {
  code?: string;
  details?: { base?: { error?: string }[] };
  results?: { code?: string }[];
}

function bodyOf(response: LightMyRequestResponse): ErrorBody {
  if (!String(response.headers['content-type'] ?? '').includes('json')) return {};
  try {
    return response.json() as ErrorBody;
  } catch {
    return {};
  }
}

function answerOf(response: LightMyRequestResponse): Answer {
  const status = response.statusCode;
  const body = bodyOf(response);
  if (status >= 200 && status < 300) {
    // A bulk call answers 200 with a result per item: its first item says what the rules decided.
    const item = body.results?.[0]?.code;
    if (item === 'NOT_FOUND') return 'bulkNotFound';
    if (item === 'READ_ONLY') return 'readOnly';
    return '2xx';
  }
  if (status >= 300 && status < 400) return 'redirect';
  if ((status === 401 && body.code === 'SESSION_EXPIRED') || (status === 403 && body.code === 'ACCESS_DENIED')) return 'denied';
  if (status === 404 && body.code === 'NOT_FOUND') return 'missing';
  if (status === 422 && body.details?.base?.some((item) => item.error === 'READ_ONLY')) return 'readOnly';
  if (status === 422 && body.code === 'INVALID_RECORD') return 'invalid';
  return 'other';
}

/** The outcome an answer stands for, given what the probe's pass looks like; anything else is described as it came. */
export function outcomeOf(response: LightMyRequestResponse, passes: Passes): Outcome | string {
  const answer = answerOf(response);
  if (answer === passes) return 'ok';
  if (answer === 'denied' || answer === 'readOnly') return answer;
  if (answer === 'missing' || answer === 'bulkNotFound') return 'notFound';
  return `unexpected ${response.statusCode} ${bodyOf(response).code ?? ''}`.trim();
}

/** The status and code of an answer, to show beside an outcome the row did not expect. */
export function describeAnswer(response: LightMyRequestResponse): string {
  const body = bodyOf(response);
  const item = body.results?.[0]?.code;
  return [response.statusCode, body.code, item && `item ${item}`].filter(Boolean).join(' ');
}
