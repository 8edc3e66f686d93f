import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * Helmet's security headers (CSP included), worked out once at start: they
 * do not depend on the request, so each response just copies them instead
 * of running helmet's middleware (which rebuilt the CSP every time).
 */
export function securityHeaders(config: Pick<AppConfig, 'assetBaseUrl' | 'env'>): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: config.env === 'production',
    // Both only ever meant something to browsers no longer in use (Internet Explorer 8's download
    // dialog; the XSS auditor removed from Chrome, Edge and Safari): sending them on every
    // response costs bytes and header work on the busiest path for no protection.
    xDownloadOptions: false,
    xXssProtection: false,
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
