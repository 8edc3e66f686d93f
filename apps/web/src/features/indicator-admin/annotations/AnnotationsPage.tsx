import { Link, useParams } from 'react-router';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { Annotation } from '@platform/shared/indicators/indicator.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { QueryState } from '../../../ui/query-state/QueryState';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { useNotices } from '../../../ui/notices/useNotices';
import { useAnnotations, useDeleteAnnotation, useIndicator } from '../indicator-admin-queries';
import { annotationPath } from '../indicator-admin-paths';
import { IndicatorScreenHeader } from '../IndicatorScreenHeader';
import { excerptOf } from './annotation-form-values';
import '../indicator-admin.css';

/** Every year first, then by year, newest first. */
const byPeriod = (a: Annotation, b: Annotation) => (a.period === b.period ? a.id - b.id : a.period === null ? -1 : b.period === null ? 1 : b.period.localeCompare(a.period));

/** /admin/indicators/:key/annotations: the indicator's annotations, each to edit, duplicate or delete. */
export function AnnotationsPage() {
  const t = useT();
  const { locale } = useLocale();
  const key = useParams().key ?? '';
  const indicator = useIndicator(key);
  const annotations = useAnnotations(key);

  if (!indicator.data) return <Loader type="medium" />;
  return (
    <div className="indicator-admin">
      <IndicatorScreenHeader title={indicator.data.name[locale]} indicatorKey={key} publicPath={indicator.data.path} />
      <div className="indicator-admin__toolbar">
        <h2>{t('indicatorAdmin.annotations.title')}</h2>
        <Link className={buttonClassName({ variant: 'primary' })} to={annotationPath(key, 'new')}>
          {t('indicatorAdmin.annotations.new')}
        </Link>
      </div>
      <p className="indicator-admin__intro">{t('indicatorAdmin.annotations.intro')}</p>
      <QueryState
        query={annotations}
        loadingLabel={t('indicatorAdmin.annotations.loading')}
        failedMessage={t('indicatorAdmin.annotations.failed')}
        isEmpty={(list) => list.length === 0}
        emptyMessage={t('indicatorAdmin.annotations.empty')}
      >
        {(list) => (
          <ScrollTable
            caption={t('indicatorAdmin.annotations.caption', { name: indicator.data.name[locale] })}
            className="indicator-admin__table indicator-admin__table--stacking"
            scrollClassName="indicator-admin__table-scroll"
          >
            <thead>
              <tr>
                <th scope="col">{t('indicatorAdmin.annotations.period')}</th>
                {LOCALES.map((language) => (
                  <th key={language} scope="col">
                    {t('indicatorAdmin.annotations.text', { language: t(`indicatorAdmin.language.${language}`) })}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('indicatorAdmin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...list].sort(byPeriod).map((annotation) => (
                <AnnotationRow key={annotation.id} indicatorKey={key} annotation={annotation} />
              ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>
    </div>
  );
}

function AnnotationRow({ indicatorKey, annotation }: { indicatorKey: string; annotation: Annotation }) {
  const t = useT();
  const remove = useDeleteAnnotation(indicatorKey);
  const { notify } = useNotices();
  const period = annotation.period ?? t('indicatorAdmin.annotations.everyYear');
  // Actions name their annotation, as a row of buttons all reading "Edit" would not.
  const what = t('indicatorAdmin.annotations.which', { period, excerpt: excerptOf(annotation.text.en ?? annotation.text.fr, 40) });
  return (
    <tr>
      <th scope="row" className="indicator-admin__period">
        {period}
      </th>
      {LOCALES.map((language) => (
        <td key={language} lang={language} className="indicator-admin__excerpt" data-label={t('indicatorAdmin.annotations.text', { language: t(`indicatorAdmin.language.${language}`) })}>
          {excerptOf(annotation.text[language]) || <span className="indicator-admin__muted">{t('indicatorAdmin.annotations.noText')}</span>}
        </td>
      ))}
      <td className="indicator-admin__row-actions">
        <Link className={buttonClassName({ size: 'small' })} to={annotationPath(indicatorKey, { id: annotation.id })} aria-label={t('indicatorAdmin.annotations.editOne', { what })}>
          {t('indicatorAdmin.annotations.edit')}
        </Link>
        <Link
          className={buttonClassName({ size: 'small' })}
          to={annotationPath(indicatorKey, { id: annotation.id, duplicate: true })}
          aria-label={t('indicatorAdmin.annotations.duplicateOne', { what })}
        >
          {t('indicatorAdmin.annotations.duplicate')}
        </Link>
        <ConfirmButton
          size="small"
          aria-label={t('indicatorAdmin.annotations.deleteOne', { what })}
          confirm={{
            title: t('indicatorAdmin.annotations.deleteTitle'),
            message: t('indicatorAdmin.annotations.deleteMessage', { what }),
            confirmLabel: t('indicatorAdmin.annotations.delete'),
            danger: true,
          }}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(annotation.id);
              notify({ level: 'success', message: t('indicatorAdmin.notices.annotationDeleted', { period }) });
            } catch {
              // The common handler has told the user (a notice, or the error page).
            }
          }}
        >
          {t('indicatorAdmin.annotations.delete')}
        </ConfirmButton>
      </td>
    </tr>
  );
}
