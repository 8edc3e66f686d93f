import { FormattedDate } from 'react-intl';
import { Link } from 'react-router';
import type { TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { Button, buttonClassName } from '../../../../ui/button/Button';
import { ConfirmButton } from '../../../../ui/confirm/ConfirmButton';
import { useT } from '../../../../ui/i18n/useT';
import { ScrollTable } from '../../../../ui/table/ScrollTable';
import { templatePath } from '../../questionnaires-paths';
import { nameIn } from '../template-text';
import { TemplateStateBadge } from '../TemplateStateBadge';
import { useTemplateActions } from '../use-template-actions';

/** One page of templates: name, state in words, version, questionnaires sent, last change, and what the caller may do to each. */
export function TemplatesTable({ templates }: { templates: readonly TemplateSummary[] }) {
  const t = useT();
  return (
    <ScrollTable caption={t('questionnaireTemplates.list.caption')} hint={t('questionnaireTemplates.list.scrollHint')} stacking className="templates-table">
      <thead>
        <tr>
          <th scope="col">{t('questionnaireTemplates.column.name')}</th>
          <th scope="col">{t('questionnaireTemplates.column.state')}</th>
          <th scope="col" className="templates-number">
            {t('questionnaireTemplates.column.version')}
          </th>
          <th scope="col" className="templates-number">
            {t('questionnaireTemplates.column.questionnaires')}
          </th>
          <th scope="col">{t('questionnaireTemplates.column.changed')}</th>
          <th scope="col">{t('questionnaireTemplates.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {templates.map((template) => (
          <TemplateRow key={template.id} template={template} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function TemplateRow({ template }: { template: TemplateSummary }) {
  const t = useT();
  const { locale } = useLocale();
  const actions = useTemplateActions();
  const name = nameIn(template.name, locale) ?? t('questionnaireTemplates.unnamed');
  const { abilities } = template;

  return (
    <tr data-template-id={template.id}>
      <th scope="row" className="templates-table__name">
        <Link to={templatePath(template.id)}>{name}</Link>
        <span className="templates-table__meta">{t('questionnaireTemplates.list.questions', { count: template.fields_count })}</span>
      </th>
      <td data-label={t('questionnaireTemplates.column.state')}>
        <TemplateStateBadge state={template.state} />
      </td>
      <td data-label={t('questionnaireTemplates.column.version')} className="templates-number">
        {template.version}
      </td>
      <td data-label={t('questionnaireTemplates.column.questionnaires')} className="templates-number">
        {template.questionnaires_count}
      </td>
      <td data-label={t('questionnaireTemplates.column.changed')} className="templates-table__when">
        <FormattedDate value={template.updated_at} dateStyle="medium" timeStyle="short" />
      </td>
      <td data-label={t('questionnaireTemplates.column.actions')}>
        <div className="admin-table__actions" role="group" aria-label={t('questionnaireTemplates.action.rowActions', { name })}>
          <Link className={buttonClassName({ size: 'small' })} to={templatePath(template.id)} aria-label={t('questionnaireTemplates.action.openOne', { name })}>
            {t('questionnaireTemplates.action.open')}
          </Link>
          {abilities.duplicate && (
            <Button
              size="small"
              loading={actions.duplicating}
              aria-label={t('questionnaireTemplates.action.duplicateOne', { name })}
              onClick={() => void actions.duplicate(template, name)}
            >
              {t('questionnaireTemplates.action.duplicate')}
            </Button>
          )}
          {abilities.archive && (
            <ConfirmButton
              size="small"
              variant="default"
              aria-label={t('questionnaireTemplates.action.archiveOne', { name })}
              confirm={{ title: t('questionnaireTemplates.archive.title'), message: t('questionnaireTemplates.archive.message', { name }), confirmLabel: t('questionnaireTemplates.action.archive') }}
              onConfirm={async () => void (await actions.transition(template, 'archive', name))}
            >
              {t('questionnaireTemplates.action.archive')}
            </ConfirmButton>
          )}
          {abilities.restore && (
            <ConfirmButton
              size="small"
              variant="default"
              aria-label={t('questionnaireTemplates.action.restoreOne', { name })}
              confirm={{ title: t('questionnaireTemplates.restore.title'), message: t('questionnaireTemplates.restore.message', { name }), confirmLabel: t('questionnaireTemplates.action.restore') }}
              onConfirm={async () => void (await actions.transition(template, 'restore', name))}
            >
              {t('questionnaireTemplates.action.restore')}
            </ConfirmButton>
          )}
          {abilities.delete && (
            <ConfirmButton
              size="small"
              variant="default"
              aria-label={t('questionnaireTemplates.action.deleteOne', { name })}
              confirm={{ title: t('questionnaireTemplates.delete.title'), message: t('questionnaireTemplates.delete.message', { name }), confirmLabel: t('questionnaireTemplates.action.delete'), danger: true }}
              onConfirm={async () => void (await actions.remove(template, name))}
            >
              {t('questionnaireTemplates.action.delete')}
            </ConfirmButton>
          )}
        </div>
      </td>
    </tr>
  );
}
