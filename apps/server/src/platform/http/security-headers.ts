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
export function securityHeaders(config: Pick<AppConfig, 'assetBaseUrl' | 'env' | 'publicUrl'>): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Whenever the site's public address is https (browsers ignore the header on plain http anyway).
    strictTransportSecurity: config.env === 'production' || config.publicUrl?.startsWith('https://') === true,
    // Both only switch off features of browsers no longer in use (Internet Explorer 8's download
    // dialog; the XSS auditor that Chrome, Edge and Safari removed): today's browsers ignore them,
    // and the CSP is what protects against injected scripts. Sending them would only cost bytes
    // and header work on the busiest path.
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
