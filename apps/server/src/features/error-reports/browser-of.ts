import type { Browser } from '@platform/shared/error-reports/error-groups.schemas';

/**
 * A user agent read coarsely: its family and major version. Order matters: Edge says Chrome and Safari too,
 * Chrome says Safari, so the most specific token is looked for first.
 */
const FAMILIES: readonly { name: Browser['name']; pattern: RegExp }[] = [
  { name: 'edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'safari', pattern: /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\// },
];

export function browserOf(userAgent: string | null): Browser | null {
  if (!userAgent) return null;
  for (const family of FAMILIES) {
    const match = family.pattern.exec(userAgent);
    if (match) return { name: family.name, major: Number(match[1]) };
  }
  return { name: 'other', major: null };
}

/** Each family and major version once, by family then newest version first. */
export function distinctBrowsers(userAgents: readonly (string | null)[]): Browser[] {
  const seen = new Map<string, Browser>();
  for (const agent of userAgents) {
    const browser = browserOf(agent);
    if (browser) seen.set(`${browser.name}/${browser.major}`, browser);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || (b.major ?? -1) - (a.major ?? -1));
}
