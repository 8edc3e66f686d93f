import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';

/** A load that failed without taking the page away (most failures show the error page instead). */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert" className="input-grid-page__failed">
      <p>{t('errors.notice.internal')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
