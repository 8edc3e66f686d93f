import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllowListedHtml } from './AllowListedHtml';

const shown = (html: string) => render(<AllowListedHtml html={html} />).container.firstElementChild!.innerHTML;

describe('AllowListedHtml', () => {
  it('keeps the editor’s formatting, links to http, https and mailto, and allowed colours', () => {
    expect(shown('<p>A <strong>bold</strong> <em>word</em></p><ul><li>one</li></ul>')).toBe('<p>A <strong>bold</strong> <em>word</em></p><ul><li>one</li></ul>');
    expect(shown('<a href="https://example.org" target="_blank">site</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
    expect(shown('<span style="color: #1f6feb">blue</span>')).toBe('<span style="color: #1f6feb;">blue</span>');
  });

  it.each([
    ['<p onclick="alert(1)">x<script>alert(1)</script></p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<a href="data:text/html,<b>x</b>">data</a>', 'data'],
    ['<img src=x onerror="alert(1)">after', 'after'],
    ['<svg><circle onload="alert(1)"></circle></svg>after', 'after'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<style>p { display: none }</style>after', 'after'],
    ['<marquee>text</marquee>', 'text'],
    ['<span style="background:url(javascript:alert(1))">y</span>', '<span>y</span>'],
    ['<p class="x" id="y" style="position:fixed">z</p>', '<p>z</p>'],
  ])('drops what the allow-list does not hold: %s', (html, expected) => {
    expect(shown(html)).toBe(expected);
  });
});
