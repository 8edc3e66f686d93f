import { expect, test } from '@playwright/test';
import { ClientAttachmentsSection, SAMPLE_FILES } from './pages/client-attachments.page';
import { ClientConfigurationPage } from './pages/client-configuration.page';
import { LOCALES } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

/**
 * The uploader of spec §2, §4, §5 on a real screen: the client's attachments on its configuration page.
 * Uploads change the demo client and the journey saves the administrator's language, so it runs on a server
 * of its own; each language's test leaves the list as it found it (empty).
 */
test.describe('client attachments', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`upload, append, replace, delete and the failed state (${locale})`, async ({ page }) => {
      // The configuration screen carries the text overrides, the FAQ editor and the attachments: axe and reloads take a while.
      test.setTimeout(90_000);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      await expect(page).toHaveURL(/\/admin$/);
      const configuration = new ClientConfigurationPage(page, locale);
      await configuration.frame.useLocale();
      await configuration.openFromNavigation();
      const attachments = new ClientAttachmentsSection(page, locale);
      const t = attachments.t;

      // The drop area: 'Upload here', 'or', 'Select file'.
      await expect(attachments.dropArea()).toContainText(t('ui.uploader.uploadHere'));
      await expect(attachments.dropArea()).toContainText(t('ui.uploader.or'));
      await expect(attachments.selectFileButton()).toBeEnabled();
      await attachments.expectFiles([]);

      // Upload, then append two more (multiple selection).
      await attachments.upload([SAMPLE_FILES.pdf("Rapport d'étape.pdf")]);
      await attachments.expectFiles(['Rapport d_étape.pdf']);
      await attachments.upload([SAMPLE_FILES.csv('figures.csv'), SAMPLE_FILES.png('chart.png')]);
      await attachments.expectFiles(['Rapport d_étape.pdf', 'figures.csv', 'chart.png']);
      await expect(attachments.dropArea()).toHaveAttribute('data-loader-state', 'ready');

      // The stored file comes back to its reader, as a download.
      const href = await attachments.fileLink('Rapport d_étape.pdf').getAttribute('href');
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toMatch(/^attachment; /);
      expect((await download.body()).toString()).toContain("% Rapport d'étape.pdf");

      // Replace: the 'Attach files' modal in single mode; Update waits for the loader.
      await attachments.replaceButton('Rapport d_étape.pdf').click();
      await expect(attachments.modal()).toBeVisible();
      // Spec §9: the loader is 323 px high (the laid-out height: the box may still be moving in).
      await expect(attachments.modalDropArea()).toHaveCSS('height', '323px');
      await expect(attachments.fileLinks(attachments.modal())).toHaveText(['Rapport d_étape.pdf']);
      await attachments.choose([SAMPLE_FILES.pdf('Rapport final.pdf')], attachments.modalDropArea());
      await expect(attachments.fileLinks(attachments.modal())).toHaveText(['Rapport final.pdf']);
      await expect(attachments.updateButton()).toBeEnabled();
      await attachments.updateButton().click();
      await expect(attachments.modal()).toHaveCount(0);
      // Files are listed in the order they were attached: the replacement comes last.
      await attachments.expectFiles(['figures.csv', 'chart.png', 'Rapport final.pdf']);
      await expect(attachments.notice('configuration.attachments.replaced', 'Rapport d_étape.pdf')).toBeVisible();

      // The failed state: the server refuses a .pdf holding text; the area fails without any message text in it.
      const readyText = await attachments.dropArea().innerText();
      await attachments.upload([SAMPLE_FILES.fakePdf('not-really.pdf')]);
      await expect(attachments.dropArea()).toHaveAttribute('data-loader-state', 'failed');
      expect(await attachments.dropArea().innerText()).toBe(readyText);
      await expect(attachments.notice('ui.uploader.error.CONTENT_MISMATCH', 'not-really.pdf')).toBeVisible();
      // A type the rules refuse fails before anything is sent.
      await attachments.upload([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
      await expect(attachments.notice('ui.uploader.error.EXTENSION_NOT_ALLOWED', 'setup.exe')).toBeVisible();
      await attachments.expectFiles(['figures.csv', 'chart.png', 'Rapport final.pdf']);

      // Delete (after confirming); what is left is what the server keeps.
      await attachments.delete('figures.csv');
      await expect(attachments.notice('configuration.attachments.deleted', 'figures.csv')).toBeVisible();
      await attachments.expectFiles(['chart.png', 'Rapport final.pdf']);
      await page.reload();
      await attachments.expectFiles(['chart.png', 'Rapport final.pdf']);
      await expect(attachments.dropArea()).toHaveAttribute('data-loader-state', 'ready');

      await attachments.delete('Rapport final.pdf');
      await attachments.delete('chart.png');
      await attachments.expectFiles([]);
    });
  }
});
