import { FormattedDate } from 'react-intl';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { Button } from '../../../../ui/button/Button';
import { fieldValueText, type ValueTextContext } from '../../../../ui/dynamic-form/field-value-text';
import { useT } from '../../../../ui/i18n/useT';
import { StateBadge } from './StateBadge';

/**
 * STATE_CHANGED on save: someone changed the input since it was opened. Nothing was saved; the latest
 * version is shown beside what the user typed, and loading it replaces the form's values.
 */
export function ConflictNotice({ latest, mine, fields, context, onLoad }: { latest: Input; mine: FormValues; fields: readonly FieldDefinition[]; context: ValueTextContext; onLoad(): void }) {
  const t = useT();
  const differing = fields.filter((field) => JSON.stringify(latest.values[field.id] ?? null) !== JSON.stringify(mine[field.id] ?? null));
  return (
    <section className="entry-callout entry-callout--warning" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className="entry-callout__title">
        {t('dataEntry.conflict.title')}
      </h2>
      <p>
        {t('dataEntry.conflict.byWhom', { email: latest.updated_by?.email ?? '—' })} <FormattedDate value={latest.updated_at} dateStyle="medium" timeStyle="short" />
        {' · '}
        <StateBadge state={latest.state} />
      </p>
      {differing.length > 0 && (
        <table className="conflict-values">
          <thead>
            <tr>
              <th scope="col">{t('dataEntry.history.field')}</th>
              <th scope="col">{t('dataEntry.conflict.latest')}</th>
              <th scope="col">{t('dataEntry.conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.id}>
                <th scope="row">{field.name[context.locale]}</th>
                <td>{fieldValueText(field, latest.values[field.id] ?? null, context)}</td>
                <td>{fieldValueText(field, mine[field.id] ?? null, context)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button variant="primary" size="small" onClick={onLoad}>
        {t('dataEntry.conflict.load')}
      </Button>
    </section>
  );
}
