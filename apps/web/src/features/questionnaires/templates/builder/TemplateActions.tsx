import { Link, useNavigate } from 'react-router';
import type { Template, TemplateEvent } from '@platform/shared/questionnaires/templates.schemas';
import { Button, buttonClassName } from '../../../../ui/button/Button';
import { ConfirmButton } from '../../../../ui/confirm/ConfirmButton';
import { useT } from '../../../../ui/i18n/useT';
import { TEMPLATES_PATH, templateQuestionnairesPath } from '../../questionnaires-paths';
import { useTemplateActions } from '../use-template-actions';

/**
 * What may be done to a saved template, each shown only when its abilities say so: publish, archive or restore
 * it (each confirmed), copy it, delete it, see the questionnaires sent from it. Moving it acts on the saved
 * template: it waits for unsaved changes to be saved.
 */
export function TemplateActions({
  template,
  name,
  dirty,
  onTemplate,
  onLeave,
}: {
  template: Template;
  name: string;
  dirty: boolean;
  onTemplate: (template: Template) => void;
  /** Lets the next navigation through the unsaved-changes guard (after a copy or a deletion). */
  onLeave: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const actions = useTemplateActions();
  const { abilities } = template;
  const move = async (event: TemplateEvent) => {
    const moved = await actions.transition(template, event, name);
    if (moved) onTemplate(moved);
  };
  const confirmOf = (event: TemplateEvent) => ({
    title: t(`questionnaireTemplates.${event}.title`),
    message: t(`questionnaireTemplates.${event}.message`, { name }),
    confirmLabel: t(`questionnaireTemplates.action.${event}`),
  });

  return (
    <div className="admin-builder__actions">
      <div className="admin-builder__action-group" role="group" aria-label={t('questionnaireTemplates.action.group')}>
        {(['publish', 'archive', 'restore'] as const).map(
          (event) =>
            abilities[event] && (
              <ConfirmButton key={event} size="small" variant={event === 'publish' ? 'primary' : 'default'} disabled={dirty} confirm={confirmOf(event)} onConfirm={() => move(event)}>
                {t(`questionnaireTemplates.action.${event}`)}
              </ConfirmButton>
            ),
        )}
        {abilities.duplicate && (
          <Button size="small" loading={actions.duplicating} onClick={() => void actions.duplicate(template, name, onLeave)}>
            {t('questionnaireTemplates.action.duplicate')}
          </Button>
        )}
        {abilities.delete && (
          <ConfirmButton
            size="small"
            variant="default"
            confirm={{ title: t('questionnaireTemplates.delete.title'), message: t('questionnaireTemplates.delete.message', { name }), confirmLabel: t('questionnaireTemplates.action.delete'), danger: true }}
            onConfirm={async () => {
              if (!(await actions.remove(template, name))) return;
              onLeave();
              navigate(TEMPLATES_PATH);
            }}
          >
            {t('questionnaireTemplates.action.delete')}
          </ConfirmButton>
        )}
        {abilities.send && (
          <Link className={buttonClassName({ size: 'small' })} to={templateQuestionnairesPath(template.id)}>
            {t('questionnaireTemplates.action.questionnaires', { count: template.questionnaires_count })}
          </Link>
        )}
      </div>
      {dirty && (abilities.publish || abilities.archive || abilities.restore) && <p className="admin-builder__actions-hint">{t('questionnaireTemplates.actions.saveFirst')}</p>}
    </div>
  );
}
