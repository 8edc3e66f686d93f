import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import type { SaveStatus } from './use-answering';

/**
 * Where the autosave is, calmly, in a polite live region: saving, saved at what time, or not saved (with a way to
 * try again). Changes waiting for the pause say nothing new, so typing is not announced.
 */
export function SaveStatusLine({ status, savedAt, onRetry }: { status: SaveStatus; savedAt: Date | null; onRetry(): void }) {
  const t = useT();
  const intl = useIntl();
  const saved = savedAt ? t('questionnaires.save.savedAt', { time: intl.formatTime(savedAt, { hour: '2-digit', minute: '2-digit' }) }) : null;
  let text: string | null;
  switch (status) {
    case 'saving':
      text = t('questionnaires.save.saving');
      break;
    case 'reloading':
      text = t('questionnaires.save.reloading');
      break;
    case 'invalid':
      text = t('questionnaires.save.invalid');
      break;
    case 'failed':
      text = t('questionnaires.save.failed');
      break;
    case 'idle':
      text = saved ?? t('questionnaires.save.auto');
      break;
    default:
      text = saved ?? t('questionnaires.save.auto');
  }
  const problem = status === 'invalid' || status === 'failed';
  return (
    <div className={problem ? 'qn-save qn-save--problem' : 'qn-save'}>
      <p className="qn-save__text" role="status" aria-live="polite">
        {text}
      </p>
      {status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {t('questionnaires.save.retry')}
        </Button>
      )}
    </div>
  );
}
