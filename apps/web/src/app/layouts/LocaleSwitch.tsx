import { LOCALES } from '@platform/shared/i18n/locales';
import { useLocale } from '../i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import './locale-switch.css';

/**
 * EN / FR buttons; the current language is pressed. Each button's name starts with the code it shows
 * ("EN English", "FR Français"): a name that left out the visible text (WCAG 2.5.3, label in name) would
 * not answer a speech user saying "click EN". The language's own name follows, hidden on screen.
 */
export function LocaleSwitch({ className }: { className?: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <div role="group" aria-label={t('common.language')} className={`locale-switch ${className ?? ''}`}>
      {LOCALES.map((option) => (
        <button key={option} type="button" lang={option} aria-pressed={option === locale} onClick={() => setLocale(option)}>
          {option.toUpperCase()}
          <span className="visually-hidden">{` ${t(`common.locale.${option}`)}`}</span>
        </button>
      ))}
    </div>
  );
}
