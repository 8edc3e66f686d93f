import { useClient } from '../session/page-data';

/**
 * What a page shows until its first route has loaded (a lazy page or the back-office's table opened
 * directly): the same title line the server put in the page (index.html's `.app-boot`), so nothing blinks.
 */
export function BootShell() {
  return <p className="app-boot">{useClient().title}</p>;
}
