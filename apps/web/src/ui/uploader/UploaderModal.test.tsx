import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Button } from '../button/Button';
import { UploaderModal, type UploaderModalProps } from './UploaderModal';
import type { UploaderFile } from './uploader-state';

let next = 0;
const stored = (name: string): UploaderFile => ({ oid: `m${(next += 1)}`, name, url: `/api/files/m${next}` });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function Harness(props: Partial<UploaderModalProps<UploaderFile>>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <UploaderModal id="docs" open={open} onOpenChange={setOpen} files={[]} onUpdate={() => undefined} upload={async (file) => [stored(file.name)]} {...props} />
    </>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Attach files' });
};
const input = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('UploaderModal', () => {
  it("is titled 'Attach files', with Cancel and Update, and a drop area 323 px high", async () => {
    renderWithProviders(<Harness />);
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(within(dialog).getByRole('group', { name: 'Attach files' })).toHaveStyle({ height: '323px' });
  });

  it('disables Update until the loader is ready: while uploading, and after a failure', async () => {
    let finish: () => void = () => undefined;
    const upload = vi
      .fn()
      .mockImplementationOnce((file: File) => new Promise((resolve) => (finish = () => resolve([stored(file.name)]))))
      .mockRejectedValueOnce(Object.assign(new Error('no'), { code: 'CONTENT_MISMATCH' }))
      .mockImplementation(async (file: File) => [stored(file.name)]);
    renderWithProviders(<Harness upload={upload} />);
    const dialog = await open();
    const update = () => within(dialog).getByRole('button', { name: 'Update' });
    await userEvent.upload(input(dialog), pdf('a.pdf'));
    expect(update()).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(update()).toBeEnabled());
    await userEvent.upload(input(dialog), pdf('b.pdf'));
    await vi.waitFor(() => expect(within(dialog).getByRole('group')).toHaveAttribute('data-loader-state', 'failed'));
    expect(update()).toBeDisabled();
    await userEvent.upload(input(dialog), pdf('c.pdf'));
    await vi.waitFor(() => expect(update()).toBeEnabled());
  });

  it('Update hands over the edited list (appended, a file removed by oid) and closes', async () => {
    const original = [stored('one.pdf'), stored('two.pdf')];
    const onUpdate = vi.fn();
    renderWithProviders(<Harness files={original} onUpdate={onUpdate} />);
    const dialog = await open();
    await userEvent.upload(input(dialog), pdf('three.pdf'));
    await within(dialog).findByRole('link', { name: 'three.pdf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete one.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(onUpdate.mock.calls[0]![0].map((file: UploaderFile) => file.name)).toEqual(['two.pdf', 'three.pdf']);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in single mode the new file replaces the list; Cancel hands back what was uploaded and changes nothing', async () => {
    const original = [stored('old.pdf')];
    const onUpdate = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<Harness files={original} multiple={false} onUpdate={onUpdate} onCancel={onCancel} />);
    let dialog = await open();
    await userEvent.upload(input(dialog), pdf('new.pdf'));
    await within(dialog).findByRole('link', { name: 'new.pdf' });
    expect(within(dialog).queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel.mock.calls[0]![0].map((file: UploaderFile) => file.name)).toEqual(['new.pdf']);
    expect(onUpdate).not.toHaveBeenCalled();
    // Opened again, it starts from the caller's list.
    dialog = await open();
    expect(within(dialog).getByRole('link', { name: 'old.pdf' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderWithProviders(<Harness />, { locale: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Joindre des fichiers' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mettre à jour' })).toBeInTheDocument();
  });
});
