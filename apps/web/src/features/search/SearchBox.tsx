import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { useSearch } from './use-search';
import { useSlashShortcut } from './use-slash-shortcut';
import './search-box.css';

const KINDS = ['indicator', 'subject'] as const;
/** The popup's width when the window has room for it (34rem, as in search-box.css). */
const POPUP_WIDTH_PX = 34 * 16;

/**
 * The back-office search box: an ARIA 1.2 combobox whose listbox groups indicators and subjects.
 * Arrow keys move through the results (opening the list), Enter opens the list or the result
 * chosen, Escape closes the list (then clears the text); a result opens its page (an indicator's
 * public page, a subject's back-office page). "/" elsewhere on the page focuses the box.
 */
export function SearchBox() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useSearch(text);
  useSlashShortcut(input);
  const container = useRef<HTMLDivElement>(null);
  const [popupSide, setPopupSide] = useState<'start' | 'end'>('start');

  const results = state.status === 'done' ? state.results : [];
  // The order the arrow keys follow: grouped as shown.
  const ordered = KINDS.flatMap((kind) => results.filter((result) => result.kind === kind));
  const expanded = open && ordered.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  const choose = (result: SearchResult) => {
    setOpen(false);
    setActive(-1);
    void navigate(result.path);
  };
  // One step down or up through the results, wrapping round at either end.
  const move = (step: 1 | -1) => {
    const count = ordered.length;
    setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (ordered.length === 0) break;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (expanded) move(step);
        else {
          setOpen(true);
          setActive(step > 0 ? 0 : ordered.length - 1);
        }
        break;
      }
      case 'Enter': {
        const chosen = expanded ? ordered[active] : undefined;
        event.preventDefault();
        if (chosen) choose(chosen);
        else setOpen(true);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) {
          setOpen(false);
          setActive(-1);
        } else setText('');
        break;
    }
  };

  let statusText = '';
  if (state.status === 'loading') statusText = t('search.loading');
  else if (state.status === 'done') statusText = results.length === 0 ? t('search.noResults', { query: state.query }) : t('search.count', { count: results.length });
  const popupOpen = open && statusText !== '';

  // The popup is wider than the box: it opens towards the side with room for it (the box moves as the top bar wraps).
  useLayoutEffect(() => {
    if (!popupOpen || !container.current) return;
    const box = container.current.getBoundingClientRect();
    const popupWidth = Math.min(POPUP_WIDTH_PX, window.innerWidth - 32);
    setPopupSide(box.left + popupWidth <= window.innerWidth - 16 ? 'start' : 'end');
  }, [popupOpen]);

  return (
    <div ref={container} className="search-box" role="search">
      <label className="search-box__label" htmlFor={`${id}-input`}>
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="search-box__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        aria-describedby={`${id}-status`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div className={`search-box__popup${popupOpen ? ` search-box__popup--open search-box__popup--${popupSide}` : ''}`}>
        <p id={`${id}-status`} className="search-box__status" role="status">
          {open ? statusText : ''}
        </p>
        <div id={listboxId} role="listbox" aria-label={t('search.label')} className="search-box__listbox" hidden={!expanded}>
          {KINDS.map((kind) => {
            const group = ordered.filter((result) => result.kind === kind);
            if (group.length === 0) return null;
            return (
              <div key={kind} role="group" aria-labelledby={`${id}-group-${kind}`}>
                <div id={`${id}-group-${kind}`} role="presentation" className="search-box__group">
                  {t(`search.group.${kind}`)}
                </div>
                {group.map((result) => {
                  const index = ordered.indexOf(result);
                  return (
                    <div
                      key={`${kind}-${result.key}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className="search-box__option"
                      // Keeps the focus in the box, so the click lands before the list closes.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(result)}
                      onMouseMove={() => setActive(index)}
                    >
                      <span className="search-box__name">{result.name[locale]}</span>
                      {kind === 'indicator' && <span className="search-box__badge">{t('search.publicPage')}</span>}
                      {result.excerpt && <span className="search-box__excerpt">{result.excerpt}</span>}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
