import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import './ErrorPage.css';

export interface ErrorPageProps {
  title: string;
  message: ReactNode;
  /** Who to contact if the problem persists. */
  contactHint?: ReactNode;
  /** Shown as "Error code: X" so users can quote it to support. */
  code?: string;
  /** Links or buttons, e.g. back to the home page or sign in again. */
  actions?: ReactNode;
}

/**
 * A full-page error (session expired, access denied, not found, maintenance…). It is the page's
 * main landmark, unless a layout already has one around it: a page may only have one <main>,
 * so it becomes a region named by its title there.
 */
export function ErrorPage({ title, message, contactHint, code, actions }: ErrorPageProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [insideMain, setInsideMain] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.parentElement?.closest('main')) setInsideMain(true);
  }, []);
  const Landmark = insideMain ? 'section' : 'main';
  return (
    <Landmark ref={ref} className="ui-error-page" aria-labelledby={titleId}>
      <div className="ui-error-page__panel">
        <h1 id={titleId} className="ui-error-page__title">
          {title}
        </h1>
        <div className="ui-error-page__message">{message}</div>
        {contactHint !== undefined && <div className="ui-error-page__contact">{contactHint}</div>}
        {code !== undefined && <p className="ui-error-page__code">{t('ui.errorPage.code', { code })}</p>}
        {actions !== undefined && <div className="ui-error-page__actions">{actions}</div>}
      </div>
    </Landmark>
  );
}
