import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Hostile HTML in the manner of OWASP's XSS filter evasion cheat sheet and the known mutation-XSS payloads.
 * Each payload, if it ran, would set `window.__xss` and open an alert.
 */
export const HOSTILE_HTML = [
  '<p>Kept text</p>',
  '<script>window.__xss = "script"; alert(1)</script>',
  '<img src=x onerror="window.__xss = \'img\'; alert(1)">',
  '<p onclick="window.__xss = \'handler\'" onmouseover="window.__xss = \'handler\'">Hover me</p>',
  '<svg onload="window.__xss = \'svg\'"><script>window.__xss = "svg script"</script></svg>',
  '<a href="javascript:window.__xss=\'link\';alert(1)">javascript link</a>',
  '<a href="jav&#x09;ascript:window.__xss=\'tab link\'">tab link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<div style="background:url(javascript:window.__xss=\'css\')">styled</div>',
  '<span style="color: #0b5fa5; position: fixed; inset: 0; z-index: 99999">Overlay</span>',
  '<style>body { display: none }</style>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<object data="javascript:window.__xss=\'object\'"></object>',
  '<form action="javascript:window.__xss=\'form\'"><button>Go</button></form>',
  '<details open ontoggle="window.__xss = \'details\'"><summary>Details</summary></details>',
  '<!--<img src=x onerror="window.__xss = \'comment\'">-->',
  '<![CDATA[<img src=x onerror="window.__xss = \'cdata\'">]]>',
  '<a href="https://example.org" target="_blank" rel="opener">Good link</a>',
  // Last: unclosed elements, which swallow what follows them (the MathML one's style takes the rest as its text).
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>"></noscript>',
  '<p title="<img src=x onerror=window.__xss=\'unclosed\'>">Unclosed',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mathml\'; alert(1)">',
].join('');

/**
 * What a browser would run or load from hostile HTML: elements, handlers, script addresses, styles. Runs in the
 * page; HTML text is read into an inert document first.
 */
function problemsIn(rootOrHtml: Element | string): string[] {
  const root =
    typeof rootOrHtml === 'string' ? new DOMParser().parseFromString(`<body>${rootOrHtml}</body>`, 'text/html').body : rootOrHtml;
  const forbidden = new Set(
    'script style iframe frame object embed svg math img video audio source link meta base form input button textarea select template noscript details'.split(' '),
  );
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (forbidden.has(tag)) problems.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'].includes(name) && !/^(https?:|mailto:)/i.test(attribute.value)) {
        problems.push(`${tag}[${name}=${attribute.value}]`);
      }
      if (name === 'style' && !/^color:\s*(#[0-9a-f]{3,6}|rgb\(\s*\d+,\s*\d+,\s*\d+\s*\));?$/i.test(attribute.value.trim())) {
        problems.push(`${tag}[style=${attribute.value}]`);
      }
      if (name === 'target' && (attribute.value !== '_blank' || element.getAttribute('rel') !== 'noopener noreferrer')) {
        problems.push(`${tag}[target=${attribute.value}][rel=${element.getAttribute('rel')}]`);
      }
    }
  }
  return problems;
}

interface ProbeWindow {
  __xss?: unknown;
  __cspViolations: { directive: string; blocked: string; source: string }[];
}

/**
 * Watches a page for anything a stored payload could do: alerts and other dialogs, and `window.__xss`, which
 * every payload sets. It also records Content-Security-Policy violations: the CSP blocks inline handlers, so a
 * page showing stored HTML with no violation never had a handler in its document at all.
 */
export class XssProbe {
  readonly dialogs: string[] = [];

  private constructor(private readonly page: Page) {}

  static async arm(page: Page): Promise<XssProbe> {
    const probe = new XssProbe(page);
    page.on('dialog', async (dialog) => {
      probe.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await page.addInitScript(() => {
      const seen: ProbeWindow['__cspViolations'] = [];
      Object.defineProperty(window, '__cspViolations', { value: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` }),
      );
    });
    return probe;
  }

  /** Asserts that nothing ran and that `root` holds nothing that could. */
  async expectNothingRan(root: Locator): Promise<void> {
    // Give a late payload (an image error, a toggle event) its chance to fire first.
    await this.page.waitForTimeout(300);
    expect(this.dialogs, 'dialogs opened').toEqual([]);
    expect(await this.page.evaluate(() => (window as unknown as ProbeWindow).__xss), 'window.__xss').toBeUndefined();
    expect(await root.evaluate(problemsIn), 'forbidden elements and attributes').toEqual([]);
  }

  /**
   * Asserts that the CSP blocked no inline script or handler in this document since it loaded. Only for pages
   * that parse no hostile HTML themselves: Chromium reports a handler read into an inert document (the editor
   * reading pasted or typed HTML) as a violation too, although it never runs. The app's own bundle asking
   * whether eval is allowed (zod does) is not a payload.
   */
  async expectNoInlineScriptBlocked(): Promise<void> {
    const violations = await this.page.evaluate(() => (window as unknown as ProbeWindow).__cspViolations);
    expect(violations.filter((violation) => violation.blocked !== 'eval'), 'CSP violations').toEqual([]);
  }
}

/** The checks of XssProbe on HTML text, e.g. a stored value. */
export function problemsInHtml(page: Page, html: string): Promise<string[]> {
  return page.evaluate(problemsIn, html);
}
