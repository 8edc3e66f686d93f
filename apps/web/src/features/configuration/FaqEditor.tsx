import { useId } from 'react';
import { Controller, get, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { UpdateClientBody } from '@platform/shared/clients/client.schemas';
import { CLIENT_TEXT_LIMITS } from '@platform/shared/clients/client-texts.schemas';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { useRichEditorSetup } from '../../extensions/use-rich-editor-setup';
import { Button } from '../../ui/button/Button';
import { ConfirmButton } from '../../ui/confirm/ConfirmButton';
import { TextField } from '../../ui/form/TextField';
import { useT } from '../../ui/i18n/useT';
import { LazyRichEditor } from '../../ui/rich-editor/LazyRichEditor';

const EMPTY_ENTRY = { question: { en: '', fr: '' }, answer: { en: null, fr: null } };

/** The public FAQ's entries (settings.faq), in the order /faq shows them: add, edit, move, remove. */
export function FaqEditor({
  control,
  register,
  errors,
  editor,
}: {
  control: Control<UpdateClientBody>;
  register: UseFormRegister<UpdateClientBody>;
  errors: FieldErrors<UpdateClientBody>;
  editor: ReturnType<typeof useRichEditorSetup>;
}) {
  const t = useT();
  const titleId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'settings.faq' as never });
  const errorOf = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;

  return (
    <section aria-labelledby={titleId} className="configuration-section">
      <h2 id={titleId}>{t('configuration.texts.faq.title')}</h2>
      <p className="configuration-section__hint">{t('configuration.texts.faq.intro')}</p>
      {fields.length === 0 && <p>{t('configuration.texts.faq.empty')}</p>}
      <ol className="faq-entries">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="faq-entries__item">
              <fieldset>
                <legend>{t('configuration.texts.faq.entry', { number })}</legend>
                {LOCALES.map((locale) => (
                  <TextField
                    key={locale}
                    size="full"
                    required
                    maxLength={CLIENT_TEXT_LIMITS.faqQuestionLength}
                    label={t('configuration.texts.faq.question', { locale: locale.toUpperCase(), number })}
                    error={errorOf(`settings.faq.${index}.question.${locale}`)}
                    {...register(`settings.faq.${index}.question.${locale}`)}
                  />
                ))}
                {LOCALES.map((locale) => (
                  <Controller
                    key={locale}
                    control={control}
                    name={`settings.faq.${index}.answer.${locale}`}
                    render={({ field: answer }) => (
                      <LazyRichEditor
                        label={t('configuration.texts.faq.answer', { locale: locale.toUpperCase(), number })}
                        value={answer.value ?? null}
                        onChange={answer.onChange}
                        onBlur={answer.onBlur}
                        error={errorOf(`settings.faq.${index}.answer.${locale}`)}
                        config={editor.config}
                        palette={editor.palette}
                      />
                    )}
                  />
                ))}
                <div className="faq-entries__actions">
                  <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('configuration.texts.faq.moveUp', { number })}>
                    {t('configuration.texts.faq.up')}
                  </Button>
                  <Button
                    size="small"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('configuration.texts.faq.moveDown', { number })}
                  >
                    {t('configuration.texts.faq.down')}
                  </Button>
                  <ConfirmButton
                    size="small"
                    variant="danger"
                    aria-label={t('configuration.texts.faq.removeEntry', { number })}
                    confirm={{
                      title: t('configuration.texts.faq.confirm.title'),
                      message: t('configuration.texts.faq.confirm.message', { number }),
                      confirmLabel: t('configuration.texts.faq.confirm.action'),
                      danger: true,
                    }}
                    onConfirm={() => remove(index)}
                  >
                    {t('configuration.texts.faq.remove')}
                  </ConfirmButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button disabled={fields.length >= CLIENT_TEXT_LIMITS.faqEntries} onClick={() => append(EMPTY_ENTRY as never)}>
        {t('configuration.texts.faq.add')}
      </Button>
    </section>
  );
}
