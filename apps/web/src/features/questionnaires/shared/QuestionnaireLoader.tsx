import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import type { QuestionnaireView } from './questionnaires.api';
import { useQuestionnaire } from './questionnaires-queries';

/** Reads the questionnaire the address names through a view, and shows it once read (loading and failure said meanwhile). */
export function QuestionnaireLoader({ view, children }: { view: QuestionnaireView; children(detail: QuestionnaireDetail): ReactNode }) {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuestionnaire(view, valid ? id : null);
  if (!valid) return <NotFoundPage />;
  // The answer screen copies the questionnaire into its own state once: it starts from a fresh read, never from
  // a cached copy that a reviewer's request for changes (or approval) has made stale.
  if (detail.isPending || (view === 'answer' && !detail.isFetchedAfterMount)) return <Loader type="medium" label={t('questionnaires.detail.loading')} />;
  if (detail.isError || !detail.data) {
    return (
      <div className="qn-page">
        <div className="ui-callout" role="alert">
          <p>{t('questionnaires.detail.failed')}</p>
          <Button size="small" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(detail.data)}</>;
}
