import { describe, expect, it } from 'vitest';
import { parseClipboardBlock } from './clipboard-block';

describe('parseClipboardBlock', () => {
  it('reads lines of tab-separated cells, without the empty line a spreadsheet adds at the end', () => {
    expect(parseClipboardBlock('1 234,5\t12\n980\t\r\n')).toEqual([
      ['1 234,5', '12'],
      ['980', ''],
    ]);
  });

  it('reads one cell, with or without a final line break', () => {
    expect(parseClipboardBlock('42')).toEqual([['42']]);
    expect(parseClipboardBlock('42\n')).toEqual([['42']]);
  });

  it('keeps empty cells where they were, at the start, the middle and the end of a line', () => {
    expect(parseClipboardBlock('\t5\t\t7\t')).toEqual([['', '5', '', '7', '']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseClipboardBlock('"a\tb"\t"two\nlines"\n"say ""hi"""\tx')).toEqual([
      ['a\tb', 'two\nlines'],
      ['say "hi"', 'x'],
    ]);
  });

  it('takes a quote that does not close a cell as text', () => {
    expect(parseClipboardBlock('"5" wide\t3')).toEqual([['"5" wide', '3']]);
  });

  it('reads nothing from empty text', () => {
    expect(parseClipboardBlock('')).toEqual([]);
  });
});
