import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Translate } from '../../../ui/i18n/useT';

/** Fields the history names in words; any other is shown by its own name. */
const FIELD_LABELS: Record<string, MessageKey> = {
  approval_role: 'users.history.field.approval_role',
  audience: 'users.history.field.audience',
  mandate: 'users.history.field.mandate',
  sign_in_path: 'users.history.field.sign_in_path',
  authentication_method: 'users.history.field.authentication_method',
  authenticationMethod: 'users.history.field.authentication_method',
  locale: 'users.history.field.locale',
  email: 'users.history.field.email',
  name: 'users.history.field.name',
  archived: 'users.history.field.archived',
};

export const historyFieldLabel = (t: Translate, field: string): string => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);

/** Values of a field the catalogue words (an approval role, an audience, a method, a language). */
const VALUE_LABELS: Record<string, (value: string) => MessageKey | null> = {
  approval_role: (value) => (value === 'preapprobator' || value === 'approbator' ? `users.approvalRole.${value}` : null),
  audience: (value) => (value === 'public' || value === 'private' ? `users.audience.${value}` : null),
  authentication_method: (value) => (value === 'default' || value === 'saml' ? `users.authenticationMethod.${value}` : null),
  authenticationMethod: (value) => (value === 'default' || value === 'saml' ? `users.authenticationMethod.${value}` : null),
  locale: (value) => (value === 'en' || value === 'fr' ? `common.locale.${value}` : null),
};

/** A field's value before or after a change, in words: "(none)" for nothing, a mandate as its two dates. */
export function historyValue(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('users.history.emptyValue');
  if (typeof value === 'string') {
    const key = VALUE_LABELS[field]?.(value);
    return key ? t(key) : value;
  }
  if (Array.isArray(value)) return value.map((each) => historyValue(t, field, each)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('starts_on' in record || 'ends_on' in record) return `${record.starts_on ?? '…'} – ${record.ends_on ?? '…'}`;
    return Object.entries(record)
      .map(([name, each]) => `${name}: ${historyValue(t, name, each)}`)
      .join('; ');
  }
  return String(value);
}
