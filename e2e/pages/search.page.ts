import { expect, type Response } from '@playwright/test';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

/** Whether a response answers a search (GET /api/search) for this text. */
const isSearchFor = (response: Response, text: string) => {
  const url = new URL(response.url());
  return response.request().method() === 'GET' && url.pathname === '/api/search' && url.searchParams.get('q') === text;
};

/**
 * The search box of the back-office top bar (features/search/SearchBox): a combobox whose listbox groups
 * the results (indicators, subjects), each option a result's name and excerpt; a status says it is searching,
 * how many it found or that it found nothing.
 */
export class SearchBox extends AdminScreen {
  box = () => this.frame.topBar().getByRole('combobox', { name: this.t('search.label'), exact: true });
  listbox = () => this.frame.topBar().getByRole('listbox', { name: this.t('search.label'), exact: true });
  group = (kind: SearchResult['kind']) => this.listbox().getByRole('group', { name: this.t(`search.group.${kind}`), exact: true });
  options = () => this.listbox().getByRole('option');
  /** A result, by its name in this language (its excerpt follows in the option's name). */
  option = (kind: SearchResult['kind'], name: string) => this.group(kind).getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) });
  status = () => this.frame.topBar().getByRole('status');

  /** Types the text as a person would and returns the results the server answered once the box sent them. */
  async search(text: string): Promise<SearchResult[]> {
    const answered = this.page.waitForResponse((response) => isSearchFor(response, text));
    await this.box().click();
    await this.box().pressSequentially(text);
    const answer = await answered;
    expect(answer.status(), `search for ${text}`).toBe(200);
    expect(new URL(answer.url()).searchParams.get('locale'), 'searched in the interface’s language').toBe(this.locale);
    const { results } = (await answer.json()) as { results: SearchResult[] };
    await expect(this.box()).toHaveAttribute('aria-expanded', results.length > 0 ? 'true' : 'false');
    return results;
  }

  /** The option the arrow keys have reached (the combobox's active descendant). */
  async activeOption(): Promise<string | null> {
    const id = await this.box().getAttribute('aria-activedescendant');
    return id === null ? null : this.page.locator(`[id="${id}"]`).textContent();
  }
}

/** What a person types to find a record by its name: the first letters of the name's longest word. */
export function partOfLongestWord(name: string, length = 6): string {
  const words = name.split(/[^\p{L}\p{N}]+/u);
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '').slice(0, length);
}
