// Apart from chart-picture.ts, which loads with the chart: the page's download links use this one, and
// sharing a module would give the two lazily loaded chunks a third, small one of their own.

/** Makes the browser download a data address under a file name. */
export function downloadDataUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
