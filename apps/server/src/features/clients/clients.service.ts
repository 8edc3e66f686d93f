import { eq } from 'drizzle-orm';
import type { Client, ClientSettings, UpdateClientBody } from '@platform/shared/clients/client.schemas';
import type { Database } from '../../platform/db/database.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { invalidRecord, type FieldErrors } from '../../platform/errors/app-error.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { authorize } from '../../platform/permissions/policy.js';
import { richTextHtml } from '../../platform/html/sanitize-html.js';
import { richTextRulesFor } from '../../platform/html/rich-text-rules.js';
import { clientsPolicy } from './clients.policy.js';
import { identityProviderAfterSave } from './identity-provider-change.service.js';
import { clientTextsAfterSave, labelErrors } from './client-texts.js';

export function presentClient(row: ClientRow): Client {
  return { name: row.name, title: row.title, locked: row.locked, maintenance: row.maintenance, settings: row.settings };
}

/** Rules that span fields, beyond what the schema checks one field at a time. */
/** What settings break across their fields (dates in order, distinct delimiters) and in their text overrides, by field. */
export function settingsErrors(settings: ClientSettings): FieldErrors {
  const details: FieldErrors = {};
  const { dates, decimal_delimiter: decimal, thousands_delimiter: thousands } = settings;
  if (dates.beginning_of_time >= dates.end_of_time) {
    details['settings.dates.end_of_time'] = [{ error: 'INVALID', after: dates.beginning_of_time }];
  }
  for (const locale of ['en', 'fr'] as const) {
    if (decimal.admin[locale] === thousands.admin[locale]) {
      details[`settings.thousands_delimiter.admin.${locale}`] = [{ error: 'INVALID' }];
    }
    if (decimal.admin[locale].trim() === '') details[`settings.decimal_delimiter.admin.${locale}`] = [{ error: 'BLANK' }];
  }
  return { ...details, ...labelErrors(settings.labels) };
}

/**
 * The report settings as stored: the latest edition's day and the last day it covers are written by publishing
 * an edition (reports), so a configuration form loaded before a publication does not take them back.
 */
function reportSettingsAfterSave(sent: ClientSettings['report'], client: ClientRow): ClientSettings['report'] {
  const { published_at, published_through } = client.settings.report ?? {};
  const report = { ...sent, published_at, published_through };
  return Object.fromEntries(Object.entries(report).filter(([, value]) => value !== undefined));
}

/** The welcome message as stored: sanitised per locale; left as it was when the body does not send it. */
function welcomeMessage(sent: ClientSettings['welcome_message'], client: ClientRow): ClientSettings['welcome_message'] {
  if (sent === undefined) return client.settings.welcome_message;
  const field = richTextHtml(richTextRulesFor(client.name));
  return { en: field.parse(sent.en), fr: field.parse(sent.fr) };
}

/**
 * Settings as stored: rich text sanitised, the identity provider only changed by a super administrator, the
 * published edition's days kept as publishing wrote them, and the parts a form does not send kept as they were.
 * The configuration screen and the super administrator's configuration versions both store settings so.
 */
export function settingsAsStored(actor: Actor, sent: ClientSettings): ClientSettings {
  const client = actor.client;
  return {
    ...sent,
    welcome_message: welcomeMessage(sent.welcome_message, client),
    saml: identityProviderAfterSave(actor, sent.saml),
    report: reportSettingsAfterSave(sent.report, client),
    ...clientTextsAfterSave(sent, client),
  };
}

/** Changes the actor's client's title and settings; cross-field rules are checked first. */
export async function updateClient(db: Database, actor: Actor, body: UpdateClientBody): Promise<ClientRow> {
  const client = actor.client;
  authorize(clientsPolicy, actor, 'update', client);
  const details = settingsErrors(body.settings);
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  const settings = settingsAsStored(actor, body.settings);
  const [row] = await db
    .update(clients)
    .set({ title: body.title, settings, updatedAt: new Date() })
    .where(eq(clients.id, client.id))
    .returning();
  return row!;
}
