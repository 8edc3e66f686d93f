import type { Locale } from '@platform/shared/i18n/locales';
import { displayName, type EditorField } from '../../../../ui/field-definition-editor/editor-field';

/** What a question or section is called: its name in the locale, else in the other one, else null (the caller says "unnamed" or its id). */
export const questionName = (field: Pick<EditorField, 'name'>, locale: Locale): string | null => displayName(field.name, '', locale) || null;
