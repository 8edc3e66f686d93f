import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { TemplateBuilder } from './builder/TemplateBuilder';
import { useTemplate } from './templates-queries';
import '../../../styles/admin-screen.css';
import './templates.css';

/** /admin/questionnaires/templates/new: an empty template of one section. */
export function NewTemplatePage() {
  return <TemplateBuilder template={null} />;
}

/** /admin/questionnaires/templates/:id: the template as saved, to change (or to read, once archived). */
export function EditTemplatePage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const template = useTemplate(valid ? id : null);
  if (!valid) return <NotFoundPage />;
  if (template.isPending) return <Loader type="medium" label={t('questionnaireTemplates.builder.loading')} />;
  if (template.isError || !template.data) {
    return (
      <div className="admin-screen templates">
        <div className="ui-callout" role="alert">
          <p>{t('questionnaireTemplates.builder.failed')}</p>
          <Button size="small" onClick={() => void template.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <TemplateBuilder key={template.data.id} template={template.data} />;
}
