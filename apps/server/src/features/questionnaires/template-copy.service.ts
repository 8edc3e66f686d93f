import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { TEMPLATE_LIMITS, type Template } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import { presentTemplate } from './template-presenter.js';
import { findTemplate, requireTemplate } from './template-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';

/** A name marked as a copy in its language, the original shortened so the whole stays within the limit. */
function copyName(name: string, locale: Locale): string {
  const marked = serverMessage(locale, 'questionnaireTemplates.server.copyName', { name });
  const over = marked.length - TEMPLATE_LIMITS.nameMax;
  return over <= 0 ? marked : serverMessage(locale, 'questionnaireTemplates.server.copyName', { name: name.slice(0, Math.max(0, name.length - over)) });
}

/**
 * Copies a template of the actor's client (any state) as a new draft of version 1: the questions of its
 * current version, its name marked as a copy in each language. The copy has no questionnaire.
 */
export async function duplicateTemplate(db: Database, actor: Actor, id: number): Promise<Template> {
  const source = await requireTemplate(db, actor, id, 'duplicate');
  const name = Object.fromEntries(LOCALES.map((locale) => [locale, copyName(source.row.name[locale], locale)])) as LocalizedText;
  const copyId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(questionnaireTemplates)
      .values({ clientId: actor.client.id, name, state: 'draft', version: 1, createdById: actor.user.id, updatedAt: nextStamp(null) })
      .returning({ id: questionnaireTemplates.id });
    await tx.insert(questionnaireTemplateVersions).values({ templateId: created!.id, version: 1, sections: source.sections });
    return created!.id;
  });
  const copy = await findTemplate(db, actor.client.id, copyId);
  if (!copy) throw notFound('No such template.');
  return presentTemplate(actor, copy);
}
