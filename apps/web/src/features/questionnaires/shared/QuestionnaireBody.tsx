import { useMemo, useState } from 'react';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { Questionnaire, QuestionnaireConfig } from '@platform/shared/questionnaires/questionnaires.schemas';
import { Checkbox } from '../../../ui/form/Checkbox';
import { useT } from '../../../ui/i18n/useT';
import { useDynamicFormSetup } from '../../data-collection/entry/hooks/useDynamicFormSetup';
import { ChangeRequestBanner } from './ChangeRequestBanner';
import { CommentThreadDialog } from './comments/CommentThreadDialog';
import { QuestionBlock, type QuestionBlockProps } from './QuestionBlock';
import type { QuestionnaireView } from './questionnaires.api';
import { nameIn } from './questionnaire-text';
import { usePreviousAnswers } from './use-previous-answers';

export interface QuestionnaireBodyProps {
  view: QuestionnaireView;
  questionnaire: Questionnaire;
  config: QuestionnaireConfig;
  /** The answers shown: the respondent's as they type them, or the questionnaire's. */
  values: FormValues;
  /** Answering; without it the answers are read only. */
  edit?: QuestionBlockProps['edit'];
  idPrefix: string;
  /** Reviewers start with last period's answers shown; respondents ask for them. */
  showPreviousAtFirst?: boolean;
}

/**
 * A questionnaire's questions section by section (those its display conditions show), with the changes asked
 * for, last period's answers on request, and each question's comment thread.
 */
export function QuestionnaireBody({ view, questionnaire, config, values, edit, idPrefix, showPreviousAtFirst = false }: QuestionnaireBodyProps) {
  const t = useT();
  const setup = useDynamicFormSetup();
  const [showPrevious, setShowPrevious] = useState(showPreviousAtFirst);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [thread, setThread] = useState<{ id: string; name: string } | null>(null);

  const fields = useMemo(() => config.sections.flatMap((section) => section.fields), [config.sections]);
  const shown = useMemo(() => fields.filter((field) => isFieldShown(field, values)), [fields, values]);
  const previous = usePreviousAnswers(view, questionnaire.id, shown, showPrevious);
  const flagged = new Set(questionnaire.change_request?.field_ids ?? []);

  return (
    <div className="qn-body">
      {questionnaire.change_request && (
        <ChangeRequestBanner request={questionnaire.change_request} fields={fields} locale={setup.locale} idPrefix={idPrefix} forRespondent={view === 'answer'} />
      )}
      <div className="qn-body__tools">
        <Checkbox
          label={t('questionnaires.previous.toggle')}
          hint={t('questionnaires.previous.toggleHint')}
          checked={showPrevious}
          onChange={(event) => setShowPrevious(event.target.checked)}
        />
      </div>
      {config.sections.map((section) => {
        const sectionFields = section.fields.filter((field) => shown.includes(field));
        if (sectionFields.length === 0) return null;
        const headingId = `${idPrefix}--section-${section.id}`;
        return (
          <section key={section.id} className="qn-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="qn-section__title">
              {nameIn(section.name, setup.locale)}
            </h2>
            {sectionFields.map((field) => {
              const count = counts[field.id] ?? questionnaire.comments_by_question[field.id] ?? 0;
              return (
                <QuestionBlock
                  key={field.id}
                  field={field}
                  values={values}
                  edit={edit}
                  setup={setup}
                  idPrefix={idPrefix}
                  previous={previous.get(field.id)}
                  flagged={flagged.has(field.id)}
                  comments={questionnaire.abilities.comment || count > 0 ? { count, open: () => setThread({ id: field.id, name: field.name[setup.locale] }) } : null}
                />
              );
            })}
          </section>
        );
      })}
      <CommentThreadDialog
        questionnaireId={questionnaire.id}
        question={thread}
        canComment={questionnaire.abilities.comment}
        maxLength={config.limits.comment_max}
        onClose={() => setThread(null)}
        onCount={(questionId, count) => setCounts((current) => (current[questionId] === count ? current : { ...current, [questionId]: count }))}
      />
    </div>
  );
}
