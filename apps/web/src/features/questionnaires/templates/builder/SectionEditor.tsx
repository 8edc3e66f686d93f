import type { FieldType } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES } from '@platform/shared/i18n/locales';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { Button } from '../../../../ui/button/Button';
import { ConfirmButton } from '../../../../ui/confirm/ConfirmButton';
import { controlOfPath } from '../../../../ui/field-definition-editor/field-controls';
import { FieldDefinitionEditor, type FieldEditorCallbacks } from '../../../../ui/field-definition-editor/FieldDefinitionEditor';
import { MoveButtons, ROW_BUTTON_CLASS } from '../../../../ui/field-definition-editor/MoveButtons';
import { FieldError } from '../../../../ui/form/FieldShell';
import { TextField } from '../../../../ui/form/TextField';
import { useT } from '../../../../ui/i18n/useT';
import { canMove, displaySources } from './draft-questions';
import { questionName } from './question-name';
import type { DraftSection, TemplateDraft } from './template-draft';
import { templateIds } from './template-ids';
import { useQuestionTexts } from './use-question-texts';

export interface SectionCallbacks {
  rename(uid: string, name: DraftSection['name']): void;
  move(uid: string, delta: -1 | 1, keepFocusOn: string[]): void;
  remove(uid: string): void;
  addQuestion(uid: string): void;
}

/** One section: its names, its questions in order and a button to add one, with buttons to move and delete it. */
export function SectionEditor({
  draft,
  section,
  index,
  fieldTypes,
  limits,
  on,
  question,
  errorOf,
}: {
  draft: TemplateDraft;
  section: DraftSection;
  index: number;
  fieldTypes: readonly FieldType[];
  limits: { fieldsPerSection: number; fieldsLeft: number; choices: number };
  on: SectionCallbacks;
  question: FieldEditorCallbacks;
  errorOf: (controlId: string) => string | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const texts = useQuestionTexts();
  const number = index + 1;
  const headingId = templateIds.section(section.uid);
  const name = questionName(section, locale);
  const title = name ? t('questionnaireTemplates.section.heading', { number, name }) : t('questionnaireTemplates.section.headingUnnamed', { number });
  const full = section.fields.length >= limits.fieldsPerSection || limits.fieldsLeft <= 0;

  return (
    <section className="template-section" aria-labelledby={headingId}>
      <header className="template-section__header">
        <h3 id={headingId} tabIndex={-1} className="template-section__title">
          {title}
        </h3>
        <span className="templates-muted">{t('questionnaireTemplates.section.questions', { count: section.fields.length })}</span>
        <div className="template-row-actions" role="group" aria-label={t('questionnaireTemplates.section.actions', { number })}>
          <MoveButtons
            ids={{ up: templateIds.sectionMove(section.uid, 'up'), down: templateIds.sectionMove(section.uid, 'down') }}
            canUp={index > 0}
            canDown={index < draft.sections.length - 1}
            upLabel={t('questionnaireTemplates.section.moveUp', { number })}
            downLabel={t('questionnaireTemplates.section.moveDown', { number })}
            onMove={(delta, keepFocusOn) => on.move(section.uid, delta, keepFocusOn)}
          />
          <ConfirmButton
            size="small"
            variant="default"
            className={ROW_BUTTON_CLASS}
            aria-label={t('questionnaireTemplates.section.remove', { number })}
            title={t('questionnaireTemplates.section.remove', { number })}
            confirm={{
              title: t('questionnaireTemplates.section.removeTitle'),
              message: t('questionnaireTemplates.section.removeMessage', { number, count: section.fields.length }),
              confirmLabel: t('questionnaireTemplates.action.delete'),
              danger: true,
            }}
            onConfirm={() => on.remove(section.uid)}
          >
            <span aria-hidden="true">×</span>
          </ConfirmButton>
        </div>
      </header>
      <FieldError id={`${headingId}-error`} error={errorOf(headingId)} />
      <div className="template-columns">
        {LOCALES.map((language) => (
          <TextField
            key={language}
            id={templateIds.sectionName(section.uid, language)}
            label={t('questionnaireTemplates.section.name', { language: t(`questionnaireTemplates.language.${language}`) })}
            lang={language}
            required
            value={section.name[language]}
            error={errorOf(templateIds.sectionName(section.uid, language))}
            onChange={(event) => on.rename(section.uid, { ...section.name, [language]: event.target.value })}
          />
        ))}
      </div>
      {section.fields.length === 0 ? (
        <p className="templates-muted">{t('questionnaireTemplates.section.empty')}</p>
      ) : (
        <ol className="template-section__questions" aria-label={t('questionnaireTemplates.section.questionsLabel', { number })}>
          {section.fields.map((field, at) => (
            <li key={field.uid}>
              <FieldDefinitionEditor
                className="template-question"
                field={field}
                idPrefix={templateIds.questionPrefix(field.uid)}
                number={at + 1}
                headingLevel={4}
                canUp={canMove(draft, field.uid, -1)}
                canDown={canMove(draft, field.uid, 1)}
                sources={displaySources(draft, field.uid)}
                fieldTypes={fieldTypes}
                showType
                choicesMax={limits.choices}
                locale={locale}
                texts={texts}
                on={question}
                // The builder keeps the save's errors under its controls' ids.
                errorOf={(path) => errorOf(templateIds.questionControl(field.uid, controlOfPath(field, path) ?? 'heading'))}
              />
            </li>
          ))}
        </ol>
      )}
      <Button id={templateIds.addQuestion(section.uid)} size="small" disabled={full} aria-label={t('questionnaireTemplates.section.addQuestionTo', { number })} onClick={() => on.addQuestion(section.uid)}>
        + {t('questionnaireTemplates.section.addQuestion')}
      </Button>
    </section>
  );
}
