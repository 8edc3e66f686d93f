import { Link } from 'react-router';
import type { QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useProfile } from '../../../app/session/page-data';
import { useT } from '../../../ui/i18n/useT';
import { APPROVAL_PATH } from '../questionnaires-paths';
import { nameIn } from '../shared/questionnaire-text';
import { QuestionnaireLoader } from '../shared/QuestionnaireLoader';
import { QuestionnaireReview } from '../shared/QuestionnaireReview';
import { reviewListTitleKey, reviewTitleKey } from './review-titles';
import '../shared/questionnaires.css';

/** /admin/questionnaires/approval/questionnaires/:id: a questionnaire to review, approve, reopen or send back with changes asked for. */
export function ReviewQuestionnairePage() {
  return <QuestionnaireLoader view="approval">{(detail) => <ReviewQuestionnaire detail={detail} />}</QuestionnaireLoader>;
}

function ReviewQuestionnaire({ detail }: { detail: QuestionnaireDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const profile = useProfile();
  const name = nameIn(detail.questionnaire.name, locale, t('questionnaires.unnamed'));
  return (
    <QuestionnaireReview
      view="approval"
      detail={detail}
      title={t(reviewTitleKey(profile), { name })}
      back={<Link to={APPROVAL_PATH}>{t('questionnaires.review.back', { list: t(reviewListTitleKey(profile)) })}</Link>}
    />
  );
}
