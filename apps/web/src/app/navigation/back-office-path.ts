/** Whether a path is one of the back-office's, or below one. */
export function isBackOfficePath(path: string, backOfficePaths: readonly string[]): boolean {
  return backOfficePaths.some((base) => path === base || path.startsWith(`${base}/`));
}
