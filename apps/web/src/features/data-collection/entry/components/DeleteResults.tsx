import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { Button } from '../../../../ui/button/Button';
import { useT } from '../../../../ui/i18n/useT';
import type { DeleteOutcome } from '../hooks/useDeleteInputs';

const KNOWN_CODES = new Set(['STATE_CHANGED', 'READ_ONLY', 'NOT_FOUND', 'ACCESS_DENIED']);

/** Why one input was not deleted, in words. */
export const deleteFailureKey = (code: string): MessageKey => (KNOWN_CODES.has(code) ? (`dataEntry.delete.code.${code}` as MessageKey) : 'dataEntry.delete.code.other');

/** The result of a bulk delete, one line per input: deleted, or why not. */
export function DeleteResults({ outcomes, nameOf, onDismiss }: { outcomes: readonly DeleteOutcome[]; nameOf(id: number): string; onDismiss(): void }) {
  const t = useT();
  const deleted = outcomes.filter((outcome) => 'deleted' in outcome).length;
  const failed = outcomes.length - deleted;
  return (
    <section className={`entry-callout ${failed > 0 ? 'entry-callout--warning' : 'entry-callout--success'}`} aria-labelledby="delete-results-title" aria-live="polite">
      <div className="entry-callout__head">
        <h2 id="delete-results-title" className="entry-callout__title">
          {t('dataEntry.delete.summary', { deleted, failed })}
        </h2>
        <Button size="small" onClick={onDismiss}>
          {t('common.close')}
        </Button>
      </div>
      <ul className="delete-results">
        {outcomes.map((outcome) => (
          <li key={outcome.id} className={'deleted' in outcome ? 'delete-results__ok' : 'delete-results__failed'}>
            <span className="delete-results__name">{nameOf(outcome.id)}</span>
            {': '}
            {'deleted' in outcome ? t('dataEntry.delete.deleted') : t(deleteFailureKey(outcome.code))}
          </li>
        ))}
      </ul>
    </section>
  );
}
