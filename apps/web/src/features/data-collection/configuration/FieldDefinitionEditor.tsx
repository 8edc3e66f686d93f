import { FIELD_TYPES, type FieldType } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES } from '@platform/shared/i18n/locales';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { Checkbox } from '../../../ui/form/Checkbox';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { ChoicesEditor } from './ChoicesEditor';
import { DisplayConditionEditor } from './DisplayConditionEditor';
import type { EditorField } from './editor-types';
import { changeChoices, hasChoiceType, renameField, TEXT_FIELD_TYPES, updateField } from './field-list';
import { displayName, languageName } from './localized-labels';
import { MoveButtons } from './MoveButtons';

export type FieldsUpdate = (change: (fields: readonly EditorField[]) => EditorField[]) => void;

const decimalsOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One field definition: its identifier, names, type and what the type uses, help, and display condition. */
export function FieldDefinitionEditor({
  field,
  index,
  count,
  sources,
  update,
  onMove,
  onRemove,
  errorOf,
}: {
  field: EditorField;
  index: number;
  count: number;
  sources: readonly EditorField[];
  update: FieldsUpdate;
  onMove: (delta: -1 | 1, keepFocusOn: string[]) => void;
  onRemove: () => void;
  errorOf: (path: string) => string | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const path = `fields.${index}`;
  const name = displayName(field.name, field.id, locale) || t('subjectConfiguration.field.unnamed');
  const headingId = `subject-config-${field.uid}-heading`;
  const patch = (change: Partial<EditorField>) => update((fields) => updateField(fields, index, change));
  const text = (key: 'unit' | 'help', language: (typeof LOCALES)[number], value: string) =>
    patch({ [key]: { ...(field[key] ?? { en: '', fr: '' }), [language]: value } });

  return (
    <section className="subject-config__field" aria-labelledby={headingId}>
      <div className="subject-config__field-header">
        <h3 id={headingId} tabIndex={-1} className="subject-config__field-title">
          {t('subjectConfiguration.field.heading', { number: index + 1, name })}
        </h3>
        <div className="subject-config__row-actions">
          <MoveButtons
            idPrefix={`subject-config-${field.uid}`}
            isFirst={index === 0}
            isLast={index === count - 1}
            upLabel={t('subjectConfiguration.field.moveUp', { name })}
            downLabel={t('subjectConfiguration.field.moveDown', { name })}
            onMove={onMove}
          />
          <ConfirmButton
            size="small"
            variant="default"
            className="subject-config__icon-button"
            aria-label={t('subjectConfiguration.field.remove', { name })}
            title={t('subjectConfiguration.field.remove', { name })}
            confirm={{
              title: t('subjectConfiguration.field.removeTitle'),
              message: t('subjectConfiguration.field.removeMessage', { name }),
              confirmLabel: t('subjectConfiguration.field.removeConfirm'),
              danger: true,
            }}
            onConfirm={onRemove}
          >
            <span aria-hidden="true">×</span>
          </ConfirmButton>
        </div>
      </div>

      <div className="subject-config__columns">
        <TextField
          id={`subject-config-${field.uid}-id`}
          label={t('subjectConfiguration.field.id')}
          hint={t('subjectConfiguration.field.id.hint')}
          required
          spellCheck={false}
          autoCapitalize="off"
          value={field.id}
          error={errorOf(`${path}.id`)}
          onChange={(event) => update((fields) => renameField(fields, index, event.target.value))}
        />
        <Select
          label={t('subjectConfiguration.field.type')}
          value={field.type}
          error={errorOf(`${path}.type`)}
          options={FIELD_TYPES.map((type) => ({ value: type, label: t(`subjectConfiguration.fieldType.${type}`) }))}
          onChange={(event) => patch({ type: event.target.value as FieldType })}
        />
      </div>
      <div className="subject-config__columns">
        {LOCALES.map((language) => (
          <TextField
            key={language}
            label={t('subjectConfiguration.name', { language: languageName(t, language) })}
            lang={language}
            required
            value={field.name[language]}
            error={errorOf(`${path}.name.${language}`)}
            onChange={(event) => patch({ name: { ...field.name, [language]: event.target.value } })}
          />
        ))}
      </div>
      <div className="subject-config__flags">
        <Checkbox label={t('subjectConfiguration.field.required')} checked={field.required} onChange={(event) => patch({ required: event.target.checked })} />
        {TEXT_FIELD_TYPES.includes(field.type) && (
          <Checkbox label={t('subjectConfiguration.field.localized')} checked={field.localized} onChange={(event) => patch({ localized: event.target.checked })} />
        )}
      </div>
      {field.type === 'number' && (
        <div className="subject-config__columns subject-config__columns--three">
          {LOCALES.map((language) => (
            <TextField
              key={language}
              label={t('subjectConfiguration.field.unit', { language: languageName(t, language) })}
              lang={language}
              value={field.unit?.[language] ?? ''}
              error={errorOf(`${path}.unit.${language}`)}
              onChange={(event) => text('unit', language, event.target.value)}
            />
          ))}
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            step={1}
            label={t('subjectConfiguration.field.decimals')}
            hint={t('subjectConfiguration.field.decimals.hint')}
            value={field.decimals ?? ''}
            error={errorOf(`${path}.decimals`)}
            onChange={(event) => patch({ decimals: decimalsOf(event.target.value) })}
          />
        </div>
      )}
      <div className="subject-config__columns">
        {LOCALES.map((language) => (
          <TextField
            key={language}
            label={t('subjectConfiguration.field.help', { language: languageName(t, language) })}
            lang={language}
            value={field.help?.[language] ?? ''}
            error={errorOf(`${path}.help.${language}`)}
            onChange={(event) => text('help', language, event.target.value)}
          />
        ))}
      </div>
      {hasChoiceType(field) && (
        <ChoicesEditor field={field} path={path} errorOf={errorOf} onChange={(choices) => update((fields) => changeChoices(fields, index, choices))} />
      )}
      <DisplayConditionEditor field={field} path={path} sources={sources} errorOf={errorOf} onChange={(display) => patch({ display })} />
    </section>
  );
}
