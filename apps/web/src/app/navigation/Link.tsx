import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useNavigation } from './navigation-context';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of the site (`/indicators/economie`, `/profile/sign_in?redirect=…`), or another site's address. */
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

const isOtherSite = (to: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(to) && new URL(to, window.location.href).origin !== window.location.origin;

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown) =>
  event.button !== 0 || (target !== undefined && target !== '_self') || download !== undefined || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link to a page of the app: a real `<a href>` (opened in a new tab, copied, crawled), which a plain click
 * opens in the app without loading the page again. Following the current address again replaces its history
 * entry, as React Router's links do.
 */
export function Link({ to, replace, state, preventScrollReset, onClick, target, download, ...anchor }: LinkProps) {
  const { location, navigate } = useNavigation();
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leftToBrowser(event, target, download) || isOtherSite(to)) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    const there = new URL(to, window.location.origin + here);
    navigate(to, { replace: replace ?? `${there.pathname}${there.search}${there.hash}` === here, state, preventScrollReset });
  };
  return <a {...anchor} href={to} target={target} download={download} onClick={onLinkClick} />;
}
