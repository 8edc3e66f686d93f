import { expect, type Locator, type Page } from '@playwright/test';
import type { messages } from './i18n';

/**
 * One rich-text editor (apps/web/src/ui/rich-editor), found by its label: the editing area (a textbox named
 * after the label), its toolbar, the format dropdown, the colour palette, the link dialog and the HTML source.
 */
export class RichEditorWidget {
  constructor(
    readonly page: Page,
    readonly label: string,
    readonly t: ReturnType<typeof messages>,
  ) {}

  content = () => this.page.getByRole('textbox', { name: this.label, exact: true });
  toolbar = () => this.page.getByRole('toolbar', { name: this.t('ui.richEditor.toolbar', { label: this.label }), exact: true });
  button = (key: Parameters<RichEditorWidget['t']>[0]) => this.toolbar().getByRole('button', { name: this.t(key), exact: true });
  formatSelect = () => this.toolbar().getByRole('combobox', { name: this.t('ui.richEditor.format'), exact: true });
  palette = () => this.page.getByRole('group', { name: this.t('ui.richEditor.colour'), exact: true });
  swatch = (colour: string) => this.palette().getByRole('button', { name: this.t('ui.richEditor.colourValue', { colour }), exact: true });
  source = () => this.page.getByRole('textbox', { name: this.t('ui.richEditor.sourceLabel', { label: this.label }), exact: true });
  linkDialog = () => this.page.getByRole('dialog', { name: this.t('ui.richEditor.link.title'), exact: true });
  linkAddress = () => this.linkDialog().getByRole('textbox', { name: this.t('ui.richEditor.link.url') });
  linkTarget = () => this.linkDialog().getByRole('combobox', { name: this.t('ui.richEditor.link.target'), exact: true });
  linkApply = () => this.linkDialog().getByRole('button', { name: this.t('ui.richEditor.link.apply'), exact: true });

  /** Waits for the editor, which loads on first use. */
  async expectReady(): Promise<void> {
    await expect(this.content()).toBeVisible();
  }

  /** Empties the editing area and leaves the cursor in it. */
  async clear(): Promise<void> {
    await this.content().click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
  }

  /** Switches to HTML source mode and types `html` in place of what is there. */
  async typeSource(html: string): Promise<void> {
    await this.button('ui.richEditor.source').click();
    await expect(this.button('ui.richEditor.source')).toHaveAttribute('aria-pressed', 'true');
    await this.source().fill(html);
  }

  /** Pastes into the editing area the way a browser does, with an HTML and a plain-text flavour. */
  async paste({ html, text }: { html: string; text: string }): Promise<void> {
    await this.content().click();
    await this.content().evaluate(
      (element, clip) => {
        const data = new DataTransfer();
        data.setData('text/html', clip.html);
        data.setData('text/plain', clip.text);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      { html, text },
    );
  }

  /** The HTML of the editing area's blocks, without ProseMirror's own helper elements. */
  contentHtml(): Promise<string> {
    return this.content().evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.ProseMirror-trailingBreak, .ProseMirror-separator').forEach((helper) => helper.remove());
      return copy.innerHTML;
    });
  }
}

/** Waits for the configuration's save (PUT /api/services/clients) and answers what the server stored. */
export async function savedClient(page: Page, save: () => Promise<void>): Promise<{ settings: { welcome_message?: Record<string, string | null> } }> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/services/clients',
  );
  await save();
  const answer = await answered;
  expect(answer.status(), `configuration saved: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
  return answer.json();
}

export type { Locator };
