import { useParams } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useAnnotation, useIndicator } from '../indicator-admin-queries';
import { IndicatorScreenHeader } from '../IndicatorScreenHeader';
import { annotationValuesOf, emptyAnnotation } from './annotation-form-values';
import { AnnotationForm, type AnnotationMode } from './AnnotationForm';
import '../indicator-admin.css';

/**
 * /admin/indicators/:key/annotations/new, …/:id and …/:id/duplicate: a new annotation, one to edit, or a
 * new one filled from another (saved as a new annotation, the original left as it is).
 */
export function AnnotationFormPage({ mode }: { mode: AnnotationMode }) {
  const t = useT();
  const { locale } = useLocale();
  const params = useParams();
  const key = params.key ?? '';
  const id = mode === 'new' ? null : Number(params.id);
  const indicator = useIndicator(key);
  const annotation = useAnnotation(key, id);

  // Page-level failures (not found, no access) are shown by the common error handler.
  if (!indicator.data || (id !== null && !annotation.data)) return <Loader type="medium" />;
  const values = annotation.data ? annotationValuesOf(annotation.data) : emptyAnnotation();
  return (
    <div className="indicator-admin">
      <IndicatorScreenHeader title={indicator.data.name[locale]} indicatorKey={key} publicPath={indicator.data.path} />
      <h2 className="indicator-admin__form-title">{t(`indicatorAdmin.annotation.${mode}.title`)}</h2>
      <AnnotationForm key={`${mode}-${id ?? 'new'}`} indicatorKey={key} mode={mode} annotationId={id} values={values} />
    </div>
  );
}

export const NewAnnotationPage = () => <AnnotationFormPage mode="new" />;
export const EditAnnotationPage = () => <AnnotationFormPage mode="edit" />;
export const DuplicateAnnotationPage = () => <AnnotationFormPage mode="duplicate" />;
