import { useT } from '../../../ui/i18n/useT';
import { ProgressBar } from '../../../ui/progress-bar/ProgressBar';

/** How many of the required questions shown have an answer: a bar, with the figures beside it. */
export function QuestionnaireProgress({ progress, name }: { progress: { answered: number; required: number }; name: string }) {
  const t = useT();
  if (progress.required === 0) return <span className="qn-muted">{t('questionnaires.progress.noneRequired')}</span>;
  const text = t('questionnaires.progress.value', { answered: progress.answered, required: progress.required });
  return (
    <span className="qn-progress">
      <ProgressBar value={progress.answered} max={progress.required} label={t('questionnaires.progress.label', { name })} valueText={text} />
      <span className="qn-progress__text">{text}</span>
    </span>
  );
}
