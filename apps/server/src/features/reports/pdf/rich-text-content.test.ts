import { describe, expect, it } from 'vitest';
import { richTextContent } from './rich-text-content.js';

const convert = (html: string, headingsInContents = false) => richTextContent(html, { printable: (text) => text.replace(/\u202f/g, '\u00a0'), linkColour: '#0b5fa5', headingsInContents });

describe('richTextContent', () => {
  it('turns paragraphs and inline styles into runs of text, whitespace collapsed and entities decoded', () => {
    expect(convert('<p>  Plain <strong>bold</strong>, <em>italic</em>,\n <u>under</u> <s>struck</s> &amp; <b><i>both</i></b>  </p>')).toEqual([
      {
        style: 'richParagraph',
        text: [
          { text: 'Plain ' },
          { text: 'bold', bold: true },
          { text: ', ' },
          { text: 'italic', italics: true },
          { text: ', ' },
          { text: 'under', decoration: 'underline' },
          { text: ' ' },
          { text: 'struck', decoration: 'lineThrough' },
          { text: ' & ' },
          { text: 'both', bold: true, italics: true },
        ],
      },
    ]);
  });

  it('breaks lines at br, links allowed addresses and colours allowed colours', () => {
    expect(convert('<p>One<br>two <a href="https://example.org">site</a> <a href="javascript:alert(1)">bad</a> <span style="color: #ff0000">red</span></p>')).toEqual([
      {
        style: 'richParagraph',
        text: [
          { text: 'One' },
          { text: '\n' },
          { text: 'two ' },
          { text: 'site', link: 'https://example.org', color: '#0b5fa5', decoration: 'underline' },
          { text: ' ' },
          { text: 'bad' },
          { text: ' ' },
          { text: 'red', color: '#ff0000' },
        ],
      },
    ]);
  });

  it('makes lists of items, nested lists included', () => {
    expect(convert('<ul><li>One</li><li><p>Two</p><ol><li>Two.a</li></ol></li></ul>')).toEqual([
      { style: 'richList', ul: [{ text: [{ text: 'One' }] }, { stack: [{ text: [{ text: 'Two' }], style: undefined }, { style: 'richList', ol: [{ text: [{ text: 'Two.a' }] }] }] }] },
    ]);
  });

  it('styles headings, and puts the top ones in the contents and outline when asked', () => {
    expect(convert('<h2>Chapter</h2><h3>Section</h3><h4>Part</h4>', true)).toEqual([
      { text: 'Chapter', style: 'richH2', tocItem: true, outline: true },
      { text: [{ text: 'Section' }], style: 'richH3' },
      { text: [{ text: 'Part' }], style: 'richH4' },
    ]);
    expect(convert('<h2>Chapter</h2>')).toEqual([{ text: [{ text: 'Chapter' }], style: 'richH2' }]);
  });

  it('keeps the text of text outside blocks, quotes, preformatted text and unknown tags; drops empty blocks', () => {
    expect(convert('Loose <strong>text</strong><p> </p><blockquote><p>Quoted</p></blockquote><pre>  two\n  lines</pre><custom>kept</custom>')).toEqual([
      { style: 'richParagraph', text: [{ text: 'Loose ' }, { text: 'text', bold: true }] },
      { style: 'richQuote', stack: [{ style: 'richParagraph', text: [{ text: 'Quoted' }] }] },
      { style: 'richParagraph', preserveLeadingSpaces: true, text: [{ text: '  two\n  lines' }] },
      { style: 'richParagraph', text: [{ text: 'kept' }] },
    ]);
  });

  it('passes every text through the printable filter, and gives nothing for empty text', () => {
    expect(convert('<p>1\u202f234</p>')).toEqual([{ style: 'richParagraph', text: [{ text: '1\u00a0234' }] }]);
    expect(convert('')).toEqual([]);
    expect(richTextContent(null, { printable: String, linkColour: '#000' })).toEqual([]);
  });
});
