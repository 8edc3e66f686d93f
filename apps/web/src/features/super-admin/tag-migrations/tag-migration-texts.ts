import type { FieldError } from '@platform/shared/errors/error-codes';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Locale } from '@platform/shared/i18n/locales';
import type { TagMigrationKind } from '@platform/shared/super-admin/tag-migrations.schemas';
import { TAG_MIGRATION_ERRORS } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { Tag } from '@platform/shared/tags/tags.contract';
import type { Translate } from '../../../ui/i18n/useT';

/** A node of the tree as a picker shows it: its name and key, its tree and level. */
export function nodeLabel(node: Tag, rootName: (dimension: string) => string, locale: Locale, t: Translate): string {
  return t('superAdmin.tagMigrations.node.option', { name: node.name[locale], key: node.key, dimension: rootName(node.dimension), depth: node.depth });
}

/** The words of a field's refusal (the first one), from its code. */
export function migrationErrorText(errors: readonly FieldError[] | undefined, t: Translate): string | undefined {
  const [error] = errors ?? [];
  if (!error) return undefined;
  const code = [...TAG_MIGRATION_ERRORS, 'BLANK'].includes(error.error) ? error.error : 'other';
  return t(`superAdmin.tagMigrations.error.${code}` as MessageKey, { depth: typeof error.depth === 'number' ? error.depth : '' });
}

export const KIND_LABELS: Record<TagMigrationKind, MessageKey> = {
  merge: 'superAdmin.tagMigrations.kind.merge',
  move: 'superAdmin.tagMigrations.kind.move',
  rename: 'superAdmin.tagMigrations.kind.rename',
};
