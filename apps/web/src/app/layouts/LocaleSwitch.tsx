import { LOCALES } from '@platform/shared/i18n/locales';
import { useLocale } from '../i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import './locale-switch.css';

/** EN / FR buttons; the current language is pressed. */
export function LocaleSwitch({ className }: { className?: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <div role="group" aria-label={t('common.language')} className={`locale-switch ${className ?? ''}`}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          aria-label={t(`common.locale.${option}`)}
          onClick={() => setLocale(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
