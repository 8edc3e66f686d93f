import { useIntl } from 'react-intl';
import type { EditorFormat } from '@platform/shared/rich-text/editor-config.schemas';
import { isLocale } from '@platform/shared/i18n/locales';
import { useT } from '../i18n/useT';
import { BUILT_IN_LABELS, formatName } from './rich-editor-formats';

export interface FormatSelectProps {
  formats: readonly EditorFormat[];
  /** The format at the cursor; '' for none of them. */
  value: string;
  disabled?: boolean;
  onChange: (format: EditorFormat) => void;
}

/** The block format dropdown: built-in formats under their translated names, custom ones under their label. */
export function FormatSelect({ formats, value, disabled, onChange }: FormatSelectProps) {
  const t = useT();
  // The interface's locale is regional ("fr-CA"); custom labels are given per language.
  const language = useIntl().locale.split('-')[0];
  const labelOf = (format: EditorFormat) =>
    typeof format === 'string' ? t(BUILT_IN_LABELS[format]) : format.label[isLocale(language) ? language : 'en'];
  return (
    <select
      className="ui-rich-editor__select"
      aria-label={t('ui.richEditor.format')}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const chosen = formats.find((format) => formatName(format) === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {value === '' && <option value="">{t('ui.richEditor.formats.none')}</option>}
      {formats.map((format) => (
        <option key={formatName(format)} value={formatName(format)}>
          {labelOf(format)}
        </option>
      ))}
    </select>
  );
}
