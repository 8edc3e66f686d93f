import { describe, expect, it } from 'vitest';
import { richTextHtml, rulesForFormats, sanitizeRichTextHtml } from './sanitize-html.js';

const rules = rulesForFormats([
  { style: 'gradient-h2', element: 'h2', class: 'gradient-h2', label: { en: 'Gradient', fr: 'Dégradé' } },
  { style: 'intro', element: 'div', class: 'intro', label: { en: 'Intro', fr: 'Intro' } },
  { style: 'preformatted', element: 'pre', label: { en: 'Pre', fr: 'Pré' } },
]);
const clean = (html: string) => sanitizeRichTextHtml(html, rules);

/** Nothing in the output that could run: no script-capable element, handler, or script-capable address. */
function expectInert(output: string | null) {
  const html = output ?? '';
  expect(html).not.toMatch(/<\s*(script|style|svg|math|iframe|object|embed|img|image|video|audio|source|form|input|button|textarea|select|base|meta|link|template|frame|frameset|noscript|xmp|mglyph|mtext|table)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data)\s*:/i);
  expect(html).not.toMatch(/\s(srcdoc|src|formaction|xlink:href|background|style)\s*=\s*["']?[^"'>]*url\(/i);
}

describe('sanitizeRichTextHtml', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h1>Title</h1><h2 class="gradient-h2">Gradient</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br>' +
      '<span style="color: #0b5fa5">blue</span> <a href="https://example.org">same</a> ' +
      '<a href="mailto:a@example.org">mail</a></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre>  pre  </pre><div class="intro">intro</div><div>plain</div>';
    // Written back the way sanitize-html writes: void elements closed, style declarations without spaces.
    expect(clean(html)).toBe(html.replace('<br>', '<br />').replace('color: #', 'color:#'));
  });

  it('writes b and i as strong and em', () => {
    expect(clean('<p><b>b</b><i>i</i></p>')).toBe('<p><strong>b</strong><em>i</em></p>');
  });

  it('keeps only the classes of the configured formats, on their elements', () => {
    expect(clean('<h2 class="gradient-h2 admin-topbar">t</h2>')).toBe('<h2 class="gradient-h2">t</h2>');
    expect(clean('<h3 class="gradient-h2">t</h3>')).toBe('<h3>t</h3>');
    expect(clean('<p class="ui-modal__overlay">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichTextHtml('<h2 class="gradient-h2">t</h2>')).toBe('<h2>t</h2>');
  });

  it('keeps colours in hex or rgb only, and no other style', () => {
    expect(clean('<span style="color: rgb(11, 95, 165)">x</span>')).toBe('<span style="color:rgb(11, 95, 165)">x</span>');
    expect(clean('<span style="color: red; background: url(https://evil.example/x)">x</span>')).toBe('<span>x</span>');
    expect(clean('<p style="color: #000">x</p>')).toBe('<p>x</p>');
    expect(clean('<span style="position: fixed; inset: 0; z-index: 9999">x</span>')).toBe('<span>x</span>');
  });

  it('opens links in the same window unless asked, and a new window never with a handle on the page', () => {
    expect(clean('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://example.org" target="_top" rel="opener">x</a>')).toBe('<a href="https://example.org">x</a>');
    expect(clean('<a href="/admin/users">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('reports null when no text is left', () => {
    expect(clean('')).toBeNull();
    expect(clean('<p></p>')).toBeNull();
    expect(clean('<p> &nbsp; <br></p><ul><li></li></ul>')).toBeNull();
    expect(clean('<script>alert(1)</script>')).toBeNull();
    expect(clean('<img src=x onerror=alert(1)>')).toBeNull();
    expect(clean('<p>0</p>')).toBe('<p>0</p>');
  });

  it('escapes text, so nothing taken for text can become markup', () => {
    expect(clean('<p>a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b</p>')).toBe('<p>a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b</p>');
    expect(clean('<h2 class="gradient-h2">&lt;img src=x onerror=alert(1)&gt;</h2>')).toBe(
      '<h2 class="gradient-h2">&lt;img src=x onerror=alert(1)&gt;</h2>',
    );
  });

  // In the manner of OWASP's XSS filter evasion cheat sheet and the known mutation-XSS payloads.
  const HOSTILE: [string, string][] = [
    ['script tag', '<p>before</p><script>window.__xss=1</script><p>after</p>'],
    ['script with odd spacing', '<SCRIPT\nSRC=https://evil.example/x.js></SCRIPT>'],
    ['script split by a null', '<scr\u0000ipt>window.__xss=1</script>'],
    ['img onerror', '<img src=x onerror=window.__xss=1>'],
    ['img onerror without quotes or spaces', '<img/src="x"/onerror=window.__xss=1>'],
    ['handler on an allowed tag', '<p onclick="window.__xss=1" onmouseover=window.__xss=1>text</p>'],
    ['handler in upper case', '<P ONCLICK="window.__xss=1">text</P>'],
    ['body onload', '<body onload=window.__xss=1>text</body>'],
    ['svg onload', '<svg onload=window.__xss=1><circle r=1></circle></svg>'],
    ['svg script', '<svg><script>window.__xss=1</script></svg>'],
    ['svg animate href', '<svg><a><animate attributeName=href values=javascript:window.__xss=1 /><text x=20 y=20>click</text></a></svg>'],
    ['svg foreignObject', '<svg><foreignObject><iframe srcdoc="<script>parent.__xss=1</script>"></iframe></foreignObject></svg>'],
    ['MathML mglyph style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>'],
    ['MathML mtext mutation', '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=window.__xss=1>">'],
    ['MathML href', '<math href="javascript:window.__xss=1"><mi>x</mi></math>'],
    ['javascript link', '<a href="javascript:window.__xss=1">x</a>'],
    ['javascript link with a tab entity', '<a href="jav&#x09;ascript:window.__xss=1">x</a>'],
    ['javascript link with a newline entity', '<a href="jav&#x0A;ascript:window.__xss=1">x</a>'],
    ['javascript link with numeric entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>'],
    ['javascript link with leading spaces', '<a href="  javascript:window.__xss=1">x</a>'],
    ['javascript link in mixed case', '<a href="JaVaScRiPt:window.__xss=1">x</a>'],
    ['data link', '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['style url', '<div style="background:url(javascript:window.__xss=1)">x</div>'],
    ['style expression', '<span style="color: expression(window.__xss=1)">x</span>'],
    ['style url on a span', '<span style="color:#000;background-image:url(&quot;javascript:window.__xss=1&quot;)">x</span>'],
    ['style element', '<style>@import "https://evil.example/x.css"; body{background:url(javascript:window.__xss=1)}</style><p>x</p>'],
    ['link stylesheet', '<link rel=stylesheet href="https://evil.example/x.css"><p>x</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'],
    ['iframe javascript src', '<iframe src="javascript:parent.__xss=1"></iframe>'],
    ['object data', '<object data="javascript:window.__xss=1"></object>'],
    ['embed', '<embed src="data:image/svg+xml,<svg onload=window.__xss=1>">'],
    ['base href', '<base href="javascript:/"><a href="x">x</a>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">'],
    ['form action', '<form action="javascript:window.__xss=1"><button>go</button></form>'],
    ['button formaction', '<button formaction="javascript:window.__xss=1">go</button>'],
    ['input autofocus onfocus', '<input autofocus onfocus=window.__xss=1>'],
    ['details ontoggle', '<details open ontoggle=window.__xss=1><summary>x</summary></details>'],
    ['video source onerror', '<video><source onerror="window.__xss=1"></video>'],
    ['unclosed tag', '<img src=x onerror=window.__xss=1 '],
    ['unclosed attribute', '<p title="<img src=x onerror=window.__xss=1>">x'],
    ['comment', '<!--<img src=x onerror=window.__xss=1>--><p>x</p>'],
    ['conditional comment', '<!--[if gte IE 4]><script>window.__xss=1</script><![endif]-->'],
    ['comment closing early', '<!-- --!><img src=x onerror=window.__xss=1> -->'],
    ['CDATA', '<![CDATA[<img src=x onerror=window.__xss=1>]]><p>x</p>'],
    ['CDATA in svg', '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=window.__xss=1>"]]></svg>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>'],
    ['template', '<template><img src=x onerror=window.__xss=1></template>'],
    ['textarea breakout', '<textarea></textarea><img src=x onerror=window.__xss=1></textarea>'],
    ['nested mutation', '<div><p><a><h1><img src=x onerror=window.__xss=1></h1></a></p></div>'],
    ['xmp breakout', '<xmp><p title="</xmp><img src=x onerror=window.__xss=1>"></xmp>'],
    ['deep nesting', `${'<div>'.repeat(200)}<img src=x onerror=window.__xss=1>${'</div>'.repeat(200)}`],
  ];

  it.each(HOSTILE)('drops what could run: %s', (_name, payload) => {
    expectInert(clean(payload));
  });

  it('keeps the text around hostile markup', () => {
    expect(clean('<p>before</p><script>window.__xss=1</script><p>after</p>')).toBe('<p>before</p><p>after</p>');
    expect(clean('<p onclick="window.__xss=1">text</p>')).toBe('<p>text</p>');
    expect(clean('<a href="javascript:window.__xss=1">x</a>')).toBe('<a>x</a>');
  });

  it('is stable: sanitising its own output changes nothing', () => {
    for (const [, payload] of HOSTILE) {
      const once = clean(payload);
      expect(once === null ? null : clean(once)).toBe(once);
    }
  });
});

describe('richTextHtml', () => {
  it('sanitises as it parses, keeps null, and refuses what is too long', () => {
    const field = richTextHtml(rules);
    expect(field.parse('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(field.parse('<p></p>')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.safeParse('x'.repeat(20_001)).success).toBe(false);
  });
});
