import { open } from 'node:fs/promises';

const CANDIDATES = [',', ';', '\t'] as const;

/**
 * The delimiter of a csv file, from its first line: a comma, or the semicolon spreadsheets use where the
 * comma is the decimal separator (French), or a tab. The most frequent outside quotes wins; a comma when none.
 */
export async function sniffCsvDelimiter(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return delimiterOfFirstLine(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

export function delimiterOfFirstLine(text: string): string {
  const counts = new Map<string, number>(CANDIDATES.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ',';
  for (const candidate of CANDIDATES) if (counts.get(candidate)! > counts.get(best)!) best = candidate;
  return best;
}
