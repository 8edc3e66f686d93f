/**
 * The dialog (and its Radix primitives) is not part of every page: its code is fetched when a screen
 * that may ask for a confirmation shows (useConfirm), so the first confirmation opens at once
 * instead of after a network round trip.
 */
export const loadConfirmDialog = () => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog }));

let preloading: Promise<unknown> | null = null;

/** Fetches the dialog's code ahead of the first confirmation (once; a failed fetch is tried again later). */
export function preloadConfirmDialog(): void {
  preloading ??= loadConfirmDialog().catch(() => {
    preloading = null;
  });
}
