import { useEffect, useId } from 'react';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useClient } from '../../app/session/page-data';
import { useT } from '../../ui/i18n/useT';
import { RichTextHtml } from '../../ui/rich-editor/RichTextHtml';
import './faq.css';

/**
 * /faq: the client's questions and answers in the reader's language (settings.faq, written into the page with the
 * client). Each question is a heading whose answer follows; answers were sanitised by the server when saved.
 */
export function FaqPage() {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  const titleId = useId();
  const entries = client.settings.faq ?? [];
  useEffect(() => {
    document.title = `${t('faq.title')} · ${client.title}`;
  }, [t, client.title]);

  return (
    <article className="faq-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('faq.title')}</h1>
      {entries.length === 0 ? (
        <p className="faq-page__empty">{t('faq.empty')}</p>
      ) : (
        entries.map((entry, index) => {
          const answer = entry.answer[locale];
          return (
            <section key={index} className="faq-page__entry" aria-labelledby={`${titleId}-${index}`}>
              <h2 id={`${titleId}-${index}`}>{entry.question[locale]}</h2>
              {answer ? <RichTextHtml html={answer} /> : <p className="faq-page__no-answer">{t('faq.noAnswer')}</p>}
            </section>
          );
        })
      )}
    </article>
  );
}
