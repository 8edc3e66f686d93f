import { useId, useMemo, useState } from 'react';
import type { LabelOverrides } from '@platform/shared/clients/client-texts.schemas';
import { CLIENT_TEXT_LIMITS } from '@platform/shared/clients/client-texts.schemas';
import { PUBLIC_CATALOGUES } from '@platform/shared/i18n/public-catalogues';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { useBackOfficeMessages } from '../../app/i18n/back-office-messages';
import { Button } from '../../ui/button/Button';
import { TextField } from '../../ui/form/TextField';
import { useT } from '../../ui/i18n/useT';
import { catalogueText } from './catalogue-text';

/** Matches shown for a search, at most; a search needs this many characters. */
const MATCHES_SHOWN = 12;
const MIN_SEARCH = 2;

type Catalogues = Record<Locale, Record<string, string>>;

/**
 * The texts that may be overridden: the public site's and the back-office's, as the page already loaded them
 * (importing the whole catalogues here would load them a second time with this screen), each message as text.
 */
function useCatalogues(): Catalogues {
  const backOffice = useBackOfficeMessages();
  return useMemo(
    () =>
      Object.fromEntries(
        LOCALES.map((locale) => {
          const messages: Record<string, unknown> = { ...PUBLIC_CATALOGUES[locale], ...backOffice?.[locale] };
          return [locale, Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, catalogueText(message)]))];
        }),
      ) as Catalogues,
    [backOffice],
  );
}

/** The keys overridden in either locale, in key order. */
const keysOf = (labels: LabelOverrides) => [...new Set(LOCALES.flatMap((locale) => Object.keys(labels[locale])))].sort();

/**
 * The client's overrides of interface texts (settings.labels): find a text by its key or default words, override
 * it per locale, remove an override. A locale left empty keeps the default text there. `errors`: the server's
 * messages by `<locale>:<key>`.
 */
export function LabelOverridesEditor({
  value,
  onChange,
  errors,
}: {
  value: LabelOverrides;
  onChange: (labels: LabelOverrides) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const catalogues = useCatalogues();
  const catalogue = (locale: Locale) => catalogues[locale];
  const keys = keysOf(value);
  const matches = useMemo(() => searchTexts(catalogues, query), [catalogues, query]);

  const setText = (key: string, locale: Locale, text: string) => {
    const next = { ...value[locale] };
    if (text === '') delete next[key];
    else next[key] = text;
    onChange({ ...value, [locale]: next });
  };
  const add = (key: string) =>
    onChange(Object.fromEntries(LOCALES.map((locale) => [locale, { ...value[locale], [key]: catalogue(locale)[key] ?? '' }])) as LabelOverrides);
  const remove = (key: string) =>
    onChange(Object.fromEntries(LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(value[locale]).filter(([k]) => k !== key))])) as LabelOverrides);

  return (
    <section aria-labelledby={titleId} className="configuration-section">
      <h2 id={titleId}>{t('configuration.texts.labels.title')}</h2>
      <p className="configuration-section__hint">{t('configuration.texts.labels.intro')}</p>
      <TextField
        type="search"
        size="large"
        label={t('configuration.texts.labels.search')}
        hint={t('configuration.texts.labels.searchHint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim().length >= MIN_SEARCH &&
        (matches.length === 0 ? (
          <p role="status">{t('configuration.texts.labels.noMatch')}</p>
        ) : (
          <ul className="label-matches" aria-label={t('configuration.texts.labels.matches')}>
            {matches.map((key) => (
              <li key={key} className="label-matches__item">
                <code>{key}</code>
                <span className="label-matches__text">{catalogue('en')[key]}</span>
                <span className="label-matches__text" lang="fr">
                  {catalogue('fr')[key]}
                </span>
                <Button size="small" disabled={keys.includes(key)} onClick={() => add(key)} aria-label={t(keys.includes(key) ? 'configuration.texts.labels.overriddenKey' : 'configuration.texts.labels.overrideKey', { key })}>
                  {keys.includes(key) ? t('configuration.texts.labels.overridden') : t('configuration.texts.labels.override')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      {keys.length === 0 ? (
        <p>{t('configuration.texts.labels.empty')}</p>
      ) : (
        <ul className="label-overrides" aria-label={t('configuration.texts.labels.list')}>
          {keys.map((key) => (
            <li key={key} className="label-overrides__item">
              <code className="label-overrides__key">{key}</code>
              {LOCALES.map((locale) => (
                <TextField
                  key={locale}
                  size="full"
                  maxLength={CLIENT_TEXT_LIMITS.labelTextLength}
                  label={t('configuration.texts.labels.text', { locale: locale.toUpperCase(), key })}
                  hint={t('configuration.texts.labels.default', { text: catalogue(locale)[key] ?? '' })}
                  value={value[locale][key] ?? ''}
                  error={errors[`${locale}:${key}`]}
                  onChange={(event) => setText(key, locale, event.target.value)}
                />
              ))}
              <Button size="small" variant="danger" onClick={() => remove(key)} aria-label={t('configuration.texts.labels.removeKey', { key })}>
                {t('configuration.texts.labels.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Keys whose key or default text (in either locale) contains the words searched, keys first. */
function searchTexts(catalogues: Catalogues, query: string): string[] {
  const words = query.trim().toLocaleLowerCase();
  if (words.length < MIN_SEARCH) return [];
  const byKey: string[] = [];
  const byText: string[] = [];
  for (const key of Object.keys(catalogues.en)) {
    if (key.toLocaleLowerCase().includes(words)) byKey.push(key);
    else if (LOCALES.some((locale) => catalogues[locale][key]?.toLocaleLowerCase().includes(words))) byText.push(key);
    if (byKey.length >= MATCHES_SHOWN) break;
  }
  return [...byKey, ...byText].slice(0, MATCHES_SHOWN);
}
