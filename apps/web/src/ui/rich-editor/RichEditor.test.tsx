import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorConfig } from '@platform/shared/rich-text/editor-config.schemas';
import { DEFAULT_EDITOR_CONFIG, SMALL_EDITOR_CONFIG, withClientFormats } from '@platform/shared/rich-text/editor-configs';
import { DEFAULT_EDITOR_PALETTE } from '@platform/shared/rich-text/editor-palette';
import type { Locale } from '@platform/shared/i18n/locales';
import { renderWithProviders } from '../../test/render-with-providers';
import { RichEditor } from './RichEditor';

const GRADIENT = { style: 'gradient-h2', element: 'h2', class: 'gradient-h2', label: { en: 'Gradient title', fr: 'Titre dégradé' } } as const;
const FULL = withClientFormats(DEFAULT_EDITOR_CONFIG, [GRADIENT]);

function renderEditor({
  value = null,
  config = FULL,
  palette = DEFAULT_EDITOR_PALETTE,
  locale = 'en',
}: { value?: string | null; config?: EditorConfig; palette?: readonly string[]; locale?: Locale } = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [current, setCurrent] = useState(value);
    return (
      <RichEditor
        label="Welcome"
        value={current}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
        config={config}
        palette={palette}
      />
    );
  }
  renderWithProviders(<Harness />, { locale });
  return { onChange, content: () => screen.getByRole('textbox', { name: 'Welcome' }) };
}

const toolbar = () => screen.getByRole('toolbar');
const sourceButton = () => within(toolbar()).getByRole('button', { name: 'HTML source' });
const sourceArea = () => screen.getByRole('textbox', { name: 'HTML source of Welcome' });

describe('RichEditor', () => {
  it('offers the full configuration’s buttons as toggles, and its formats', () => {
    renderEditor({ value: '<p><strong>Hello</strong></p>' });
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Text colour', 'Link', 'HTML source']);
    expect(within(toolbar()).getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
    const format = within(toolbar()).getByRole('combobox', { name: 'Text style' });
    expect(within(format).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Normal',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Preformatted',
      'Plain block',
      'Gradient title',
    ]);
  });

  it('offers the small editor’s set: normal, H1, H2, H3, bold and the two lists, in French too', () => {
    renderEditor({ config: SMALL_EDITOR_CONFIG, palette: [], locale: 'fr' });
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Gras', 'Liste à puces', 'Liste numérotée', 'Lien']);
    const format = within(toolbar()).getByRole('combobox', { name: 'Style du texte' });
    expect(within(format).getAllByRole('option').map((option) => option.textContent)).toEqual(['Normal', 'Titre 1', 'Titre 2', 'Titre 3']);
  });

  it('shows custom formats under their label in the interface’s language', () => {
    renderEditor({ locale: 'fr' });
    const format = within(toolbar()).getByRole('combobox', { name: 'Style du texte' });
    expect(within(format).getByRole('option', { name: 'Titre dégradé' })).toHaveValue('gradient-h2');
  });

  it('shows the palette’s 17 colours and no colour', async () => {
    renderEditor({ value: '<p>Hello</p>' });
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Text colour' }));
    const palette = screen.getByRole('group', { name: 'Text colour' });
    expect(within(palette).getAllByRole('button', { name: /^Colour #/ })).toHaveLength(17);
    expect(within(palette).getByRole('button', { name: 'No colour' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Text colour' })).toBeNull();
  });

  it('reads HTML typed in source mode through its own schema: what the configuration lacks is dropped', async () => {
    const { onChange } = renderEditor({ value: '<p>Hello</p>' });
    await userEvent.click(sourceButton());
    expect(sourceButton()).toHaveAttribute('aria-pressed', 'true');
    expect(within(toolbar()).getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(sourceArea()).toHaveValue('<p>Hello</p>');
    fireEvent.change(sourceArea(), {
      target: {
        value:
          '<h2 class="gradient-h2" onclick="window.__xss=1">Hi</h2><script>window.__xss=1</script><p><img src=x onerror="window.__xss=1">' +
          '<a href="javascript:window.__xss=1">bad</a> <a href="https://example.org" target="_blank" rel="opener">new</a> ' +
          '<a href="https://example.org" target="_top">same</a> <span style="color: #0b5fa5; position: fixed">blue</span> ' +
          '<span style="color: red">red</span> <s>struck</s></p><table><tr><td>cell</td></tr></table>',
      },
    });
    expect(onChange).toHaveBeenLastCalledWith(
      '<h2 class="gradient-h2">Hi</h2><p>bad <a target="_blank" rel="noopener noreferrer" href="https://example.org">new</a> ' +
        '<a href="https://example.org">same</a> <span style="color: #0b5fa5;">blue</span> red struck</p><p>cell</p>',
    );
    await userEvent.click(sourceButton());
    expect(screen.queryByRole('textbox', { name: 'HTML source of Welcome' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Hi' })).toHaveClass('gradient-h2');
  });

  it('turns the block at the cursor into the chosen format, and shows it as the current one', async () => {
    const { onChange } = renderEditor({ value: '<p>Hello</p>' });
    const format = within(toolbar()).getByRole('combobox', { name: 'Text style' });
    expect(format).toHaveDisplayValue('Normal');
    await userEvent.selectOptions(format, 'Gradient title');
    expect(onChange).toHaveBeenLastCalledWith('<h2 class="gradient-h2">Hello</h2>');
    expect(format).toHaveDisplayValue('Gradient title');
    await userEvent.selectOptions(format, 'Plain block');
    expect(onChange).toHaveBeenLastCalledWith('<div>Hello</div>');
  });

  it('reports null when the content has no text', () => {
    const { onChange } = renderEditor({ value: '<p>Hello</p>' });
    fireEvent.click(sourceButton());
    fireEvent.change(sourceArea(), { target: { value: '<p>   </p><ul><li></li></ul>' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('HTML-escapes the text of custom blocks on export', () => {
    renderEditor({ value: '<h2 class="gradient-h2">&lt;img src=x onerror=alert(1)&gt; &amp; "quoted"</h2>' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)> & "quoted"');
    fireEvent.click(sourceButton());
    expect(sourceArea()).toHaveValue('<h2 class="gradient-h2">&lt;img src=x onerror=alert(1)&gt; &amp; "quoted"</h2>');
  });

  it('pastes plain text only', async () => {
    const { content, onChange } = renderEditor({ value: '<p>Start</p>' });
    const data = new DataTransfer();
    data.setData('text/html', '<h1 style="color:red"><strong>Big</strong> <a href="https://example.org">link</a></h1><script>window.__xss=1</script>');
    data.setData('text/plain', 'Big link\nsecond line');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: data });
    content().focus();
    content().dispatchEvent(paste);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('Big link');
    expect(html).toContain('second line');
    expect(html).not.toMatch(/<(h1|strong|a|script|span)\b/);
  });

  it('opens the link dialog on https:// and the same window', async () => {
    renderEditor({ value: '<p>Hello</p>' });
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveValue('https://');
    expect(within(dialog).getByRole('combobox', { name: 'Opens in' })).toHaveDisplayValue('The same window');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Enter an address starting with https://, http:// or mailto:.')).toBeInTheDocument();
  });

  it('takes a new value from outside (a form reset) without reporting it back', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<RichEditor label="Welcome" value="<p>One</p>" onChange={onChange} config={FULL} />);
    rerender(<RichEditor label="Welcome" value="<p>Two</p>" onChange={onChange} config={FULL} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Welcome' })).toHaveTextContent('Two'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
