import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The origin emailed links point at. The configured public address when there
 * is one (always, in production: the configuration requires it). In
 * development only, the request's own origin, when its host is this machine or
 * the configured host; any other Host header (which a caller chooses freely)
 * gets the local address instead, so a link can never be sent elsewhere.
 */
export function publicOrigin(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const hostname = request.hostname.toLowerCase();
  const allowed = LOOPBACK_HOSTS.has(hostname) || (!ANY_INTERFACE.has(config.host) && hostname === config.host.toLowerCase());
  return allowed ? `${request.protocol}://${request.host}` : configuredOrigin(config);
}

/** The origin links point at outside a request (a job's mails): the configured public address, else this machine's. */
export const configuredOrigin = (config: Pick<AppConfig, 'publicUrl' | 'port'>): string => config.publicUrl ?? `http://localhost:${config.port}`;
