import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { RichTextHtml } from '../../../ui/rich-editor/RichTextHtml';
import { useT } from '../../../ui/i18n/useT';
import { annotationsFor } from './indicator-figures';

/** The annotations of the years shown (and those for every year), in the current language. */
export function IndicatorAnnotations({ indicator, periods }: { indicator: Pick<Indicator, 'annotations'>; periods: readonly string[] }) {
  const t = useT();
  const { locale } = useLocale();
  const annotations = annotationsFor(indicator.annotations, periods, locale);
  if (annotations.length === 0) return null;
  return (
    <section className="indicator-section" aria-labelledby="indicator-annotations">
      <h2 id="indicator-annotations">{t('indicatorPage.annotations')}</h2>
      <dl className="indicator-annotations">
        {annotations.map((annotation) => (
          <div key={annotation.id}>
            <dt>{annotation.period ?? t('indicatorPage.annotations.allYears')}</dt>
            <dd>
              <RichTextHtml html={annotation.text[locale] ?? ''} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The methodology and the notes, in the current language (sanitised by the server when stored). */
export function IndicatorMethodology({ indicator }: { indicator: Pick<Indicator, 'methodology' | 'notes'> }) {
  const t = useT();
  const { locale } = useLocale();
  const methodology = indicator.methodology[locale];
  const notes = indicator.notes[locale];
  return (
    <>
      {methodology && (
        <section className="indicator-section" aria-labelledby="indicator-methodology">
          <h2 id="indicator-methodology">{t('indicatorPage.methodology')}</h2>
          <RichTextHtml html={methodology} />
        </section>
      )}
      {notes && (
        <section className="indicator-section" aria-labelledby="indicator-notes">
          <h2 id="indicator-notes">{t('indicatorPage.notes')}</h2>
          <RichTextHtml html={notes} />
        </section>
      )}
    </>
  );
}

/** Files attached to the indicator, as links. */
export function IndicatorAttachments({ indicator }: { indicator: Pick<Indicator, 'attachments'> }) {
  const t = useT();
  if (indicator.attachments.length === 0) return null;
  return (
    <section className="indicator-section" aria-labelledby="indicator-attachments">
      <h2 id="indicator-attachments">{t('indicatorPage.attachments')}</h2>
      <ul className="indicator-attachments">
        {indicator.attachments.map((file) => (
          <li key={file.oid}>
            <a href={file.url}>{file.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
