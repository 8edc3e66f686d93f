import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConfirmProvider } from '../confirm/ConfirmProvider';
import { Uploader, type UploaderProps } from './Uploader';
import type { UploaderFile } from './uploader-state';

let next = 0;
const stored = (name: string): UploaderFile => ({ oid: `oid${(next += 1)}`, name, url: `/api/files/oid${next}` });
const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** A page holding the list, as a caller does. */
function Harness({ initial = [], ...props }: Partial<UploaderProps<UploaderFile>> & { initial?: UploaderFile[] }) {
  const [files, setFiles] = useState<readonly UploaderFile[]>(initial);
  return (
    <ConfirmProvider>
      <Uploader id="docs" label="Attachments" files={files} onFilesChange={setFiles} upload={async (file) => [stored(file.name)]} {...props} />
    </ConfirmProvider>
  );
}

const dropArea = () => screen.getByRole('group', { name: 'Attachments' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const listedNames = () => (screen.queryByRole('list', { name: 'Files' }) ? within(screen.getByRole('list', { name: 'Files' })).getAllByRole('link').map((link) => link.textContent) : []);

describe('Uploader', () => {
  it("reads 'Upload here', 'or' and 'Select file', in French too", () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(dropArea()).toHaveTextContent('Upload hereorSelect file');
    expect(within(dropArea()).getByRole('button', { name: 'Select file' })).toBeEnabled();
    unmount();
    renderWithProviders(<Harness label="Pièces jointes" />, { locale: 'fr' });
    expect(screen.getByRole('group', { name: 'Pièces jointes' })).toHaveTextContent('Déposer iciouChoisir un fichier');
  });

  it('uploads each chosen file, counts the remaining uploads, and appends the new files in multiple mode', async () => {
    const pending: ((files: UploaderFile[]) => void)[] = [];
    const upload = vi.fn((file: File) => new Promise<UploaderFile[]>((resolve) => pending.push(() => resolve([stored(file.name)]))));
    const { container } = renderWithProviders(<Harness initial={[stored('existing.pdf')]} upload={upload} />);
    expect(fileInput(container)).toHaveAttribute('multiple');
    await userEvent.upload(fileInput(container), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(dropArea()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 uploads in progress…');
    pending.shift()!([]);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 upload in progress…'));
    pending.shift()!([]);
    await vi.waitFor(() => expect(dropArea()).toHaveAttribute('data-remaining', '0'));
    expect(dropArea()).toHaveAttribute('data-loader-state', 'ready');
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(listedNames()).toEqual(['existing.pdf', 'a.pdf', 'b.pdf']);
  });

  it('replaces the list with the first new file in single mode', async () => {
    const upload = vi.fn(async (file: File) => [stored(file.name)]);
    const { container } = renderWithProviders(<Harness multiple={false} initial={[stored('old.pdf')]} upload={upload} />);
    expect(fileInput(container)).not.toHaveAttribute('multiple');
    fireEvent.drop(dropArea(), { dataTransfer: { files: [pdf('new.pdf'), pdf('ignored.pdf')] } });
    await vi.waitFor(() => expect(listedNames()).toEqual(['new.pdf']));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('replaces single quotes in names by underscores before upload', async () => {
    const upload = vi.fn(async (file: File) => [stored(file.name)]);
    const { container } = renderWithProviders(<Harness upload={upload} />);
    await userEvent.upload(fileInput(container), pdf("l'usine.pdf"));
    await vi.waitFor(() => expect(listedNames()).toEqual(['l_usine.pdf']));
    expect(upload.mock.calls[0]![0].name).toBe('l_usine.pdf');
  });

  it('fails without sending a file the rules refuse, and the failed area shows no message text', async () => {
    const upload = vi.fn();
    const onError = vi.fn();
    renderWithProviders(<Harness upload={upload} onError={onError} />);
    const before = dropArea().textContent;
    fireEvent.drop(dropArea(), { dataTransfer: { files: [new File(['x'], 'setup.exe')] } });
    await vi.waitFor(() => expect(dropArea()).toHaveAttribute('data-loader-state', 'failed'));
    expect(dropArea()).toHaveClass('ui-uploader__drop--failed');
    expect(dropArea().textContent).toBe(before);
    expect(upload).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith({ action: 'upload', code: 'EXTENSION_NOT_ALLOWED', name: 'setup.exe' });

    fireEvent.drop(dropArea(), { dataTransfer: { files: [pdf('huge.pdf', 31457281)] } });
    await vi.waitFor(() => expect(onError).toHaveBeenLastCalledWith({ action: 'upload', code: 'FILE_TOO_LARGE', name: 'huge.pdf' }));
  });

  it('fails when the server refuses the file, with its code, and is ready again after a good upload', async () => {
    const onError = vi.fn();
    const refusal = Object.assign(new Error('mismatch'), { code: 'CONTENT_MISMATCH' });
    const upload = vi.fn().mockRejectedValueOnce(refusal).mockImplementation(async (file: File) => [stored(file.name)]);
    const { container } = renderWithProviders(<Harness upload={upload} onError={onError} />);
    await userEvent.upload(fileInput(container), pdf('fake.pdf'));
    await vi.waitFor(() => expect(dropArea()).toHaveAttribute('data-loader-state', 'failed'));
    expect(onError).toHaveBeenCalledWith({ action: 'upload', code: 'CONTENT_MISMATCH', name: 'fake.pdf', cause: refusal });
    expect(listedNames()).toEqual([]);
    await userEvent.upload(fileInput(container), pdf('real.pdf'));
    await vi.waitFor(() => expect(dropArea()).toHaveAttribute('data-loader-state', 'ready'));
    expect(listedNames()).toEqual(['real.pdf']);
  });

  it('asks before deleting a stored file, then deletes it by oid', async () => {
    const keep = stored('keep.pdf');
    const drop = stored('drop.pdf');
    const onDelete = vi.fn(async () => undefined);
    renderWithProviders(<Harness initial={[keep, drop]} onDelete={onDelete} canDelete={(file) => file.oid !== keep.oid} />);
    expect(screen.queryByRole('button', { name: 'Delete keep.pdf' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete drop.pdf' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Delete “drop.pdf” for good?');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(listedNames()).toEqual(['keep.pdf']));
    expect(onDelete).toHaveBeenCalledWith(drop);
  });

  it('can be disabled: no button, no drop', async () => {
    const upload = vi.fn();
    renderWithProviders(<Harness disabled upload={upload} />);
    expect(within(dropArea()).getByRole('button', { name: 'Select file' })).toBeDisabled();
    expect(dropArea()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.drop(dropArea(), { dataTransfer: { files: [pdf('a.pdf')] } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(upload).not.toHaveBeenCalled();
  });
});
