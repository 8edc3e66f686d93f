/** Row numbers as ranges, the way people read them: `4-9, 12`. */
export function rowRanges(rows: Iterable<number>): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index]!;
    let end = start;
    while (index + 1 < sorted.length && sorted[index + 1] === end + 1) end = sorted[++index]!;
    parts.push(start === end ? String(start) : `${start}-${end}`);
    index++;
  }
  return parts.join(', ');
}
