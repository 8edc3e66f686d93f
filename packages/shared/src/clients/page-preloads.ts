/** An image a page shows first, worth fetching before the app has rendered it (its LCP image). */
export interface ImagePreload {
  /** File names in the client's assets folder, with their widths. */
  sources: { file: string; width: number }[];
  sizes: string;
  type: string;
}
