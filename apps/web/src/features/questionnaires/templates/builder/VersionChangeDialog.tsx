import type { VersionImpact } from '@platform/shared/questionnaires/templates.schemas';
import { Button } from '../../../../ui/button/Button';
import { useT } from '../../../../ui/i18n/useT';
import { Modal } from '../../../../ui/modal/Modal';

/**
 * What saving the template as a new version does to the questionnaires that use it, asked before it is done: how
 * many open questionnaires move to the new version, which answers carry over, which questions are new, which
 * answers are dropped and why (they stay in each questionnaire's history). Confirm saves; Cancel keeps the edits.
 */
export function VersionChangeDialog({
  impact,
  version,
  nameOf,
  saving,
  onConfirm,
  onCancel,
}: {
  impact: VersionImpact | null;
  /** The template's current version; the new one is the next. */
  version: number;
  nameOf: (fieldId: string) => string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const next = version + 1;
  return (
    <Modal
      open={impact !== null}
      onOpenChange={(open) => !open && !saving && onCancel()}
      size="large"
      title={t('questionnaireTemplates.version.title', { version: next })}
      description={impact ? t('questionnaireTemplates.version.intro', { count: impact.questionnaires, version, next }) : undefined}
      footer={
        <>
          <Button onClick={onCancel} disabled={saving}>
            {t('questionnaireTemplates.version.cancel')}
          </Button>
          <Button variant="primary" loading={saving} onClick={onConfirm}>
            {t('questionnaireTemplates.version.confirm', { version: next })}
          </Button>
        </>
      }
    >
      {impact && (
        <div className="template-impact">
          <ImpactList
            title={t('questionnaireTemplates.version.carried', { count: impact.carried.length })}
            empty={t('questionnaireTemplates.version.carriedNone')}
            items={impact.carried.map((item) => ({ id: item.field_id, text: t('questionnaireTemplates.version.carriedItem', { name: nameOf(item.field_id), count: item.answers }) }))}
          />
          <ImpactList
            title={t('questionnaireTemplates.version.added', { count: impact.added.length })}
            empty={t('questionnaireTemplates.version.addedNone')}
            items={impact.added.map((item) => ({ id: item.field_id, text: nameOf(item.field_id) }))}
          />
          <ImpactList
            title={t('questionnaireTemplates.version.dropped', { count: impact.dropped.length })}
            empty={t('questionnaireTemplates.version.droppedNone')}
            tone="warning"
            items={impact.dropped.map((item) => ({
              id: item.field_id,
              text: t(item.reason === 'type_changed' ? 'questionnaireTemplates.version.droppedTypeChanged' : 'questionnaireTemplates.version.droppedRemoved', {
                name: nameOf(item.field_id),
                count: item.answers,
              }),
            }))}
          />
          {impact.dropped.length > 0 && <p className="template-impact__history">{t('questionnaireTemplates.version.history')}</p>}
        </div>
      )}
    </Modal>
  );
}

function ImpactList({ title, empty, items, tone }: { title: string; empty: string; items: { id: string; text: string }[]; tone?: 'warning' }) {
  return (
    <section className={['template-impact__group', tone && `template-impact__group--${tone}`].filter(Boolean).join(' ')}>
      <h3 className="template-impact__title">{title}</h3>
      {items.length === 0 ? (
        <p className="templates-muted">{empty}</p>
      ) : (
        <ul className="template-impact__list">
          {items.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
