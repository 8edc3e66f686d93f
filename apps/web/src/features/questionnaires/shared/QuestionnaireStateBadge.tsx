import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useT } from '../../../ui/i18n/useT';

/** A questionnaire's state in words (spec §4: state names are not shown), as a short badge. */
export function QuestionnaireStateBadge({ state }: { state: QuestionnaireState }) {
  const t = useT();
  return <span className={`qn-badge qn-badge--${state}`}>{t(`questionnaires.state.${state}`)}</span>;
}
