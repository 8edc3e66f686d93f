import { expect, type Page, test } from '@playwright/test';
import { SignInPage } from './pages/sign-in.page';

const titleField = (page: Page) => page.getByLabel(/^Site title/);

async function saveTitle(page: Page, title: string) {
  await titleField(page).fill(title);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/services/clients') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('The configuration was updated.')).toBeVisible();
}

test.describe('client configuration', () => {
  test('a saved site title shows at once in the back-office and on the public pages', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('admin@example.org');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Client configuration' }).click();
    const original = await titleField(page).inputValue();
    const renamed = `${original} (renamed)`;
    try {
      await saveTitle(page, renamed);
      await expect(page.locator('.admin-topbar__title')).toHaveText(renamed);
      // Moving on to the public site without a reload keeps the new title: the indicator page's tab title ends with it.
      await page.getByRole('link', { name: 'Public site' }).click();
      await page.locator('main').getByRole('region').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/indicators\//);
      const escaped = renamed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect.poll(() => page.title()).toMatch(new RegExp(`· ${escaped}$`));
    } finally {
      await page.goto('/admin/configuration');
      await saveTitle(page, original);
    }
  });
});
