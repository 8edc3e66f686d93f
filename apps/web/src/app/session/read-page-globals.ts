import { PAGE_GLOBALS_ELEMENT_ID, type PageGlobals } from '@platform/shared/http/page-globals';

/** The data the server wrote into index.html, or null (e.g. under the Vite dev server). */
export function readPageGlobals(): PageGlobals | null {
  const element = document.getElementById(PAGE_GLOBALS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageGlobals;
  } catch {
    return null;
  }
}
