import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize-content-html';

describe('sanitizeContentHtml', () => {
  it('keeps the allowed tags', () => {
    expect(sanitizeContentHtml('<strong>3.2</strong> Mt<br/>CO<sub>2</sub> &amp; more')).toBe(
      '<strong>3.2</strong> Mt<br>CO<sub>2</sub> &amp; more',
    );
  });

  it('turns anything else into text', () => {
    expect(sanitizeContentHtml('<img src=x onerror=alert(1)><script>x</script><strong class="a">y</strong>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;x&lt;/script&gt;&lt;strong class="a"&gt;y</strong>',
    );
  });
});
