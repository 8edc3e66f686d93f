/** Fields and widgets that use the arrow keys themselves (the year selector, text fields, menus, lists). */
const OWNS_ARROW_KEYS = [
  'input',
  'select',
  'textarea',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="radiogroup"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="tablist"]',
  '[role="textbox"]',
].join(', ');

const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]';

/**
 * Whether an arrow key pressed on `target` belongs to something else than the presenter at `root`:
 * a field or widget that handles arrows, or a dialog open over the page.
 */
export function arrowKeysBelongElsewhere(target: EventTarget | null, root: Element | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(OWNS_ARROW_KEYS)) return true;
  const dialog = target.closest(DIALOG);
  return dialog !== null && !(root !== null && dialog.contains(root));
}
