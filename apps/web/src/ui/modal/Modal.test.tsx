import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Button } from '../button/Button';
import { NoticeProvider } from '../notices/NoticeProvider';
import { useNotices } from '../notices/useNotices';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { onOpenChangeSpy?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const { onOpenChangeSpy, ...rest } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Attach files</Button>
      <Modal
        title="Attach files"
        open={open}
        onOpenChange={(next) => {
          onOpenChangeSpy?.(next);
          setOpen(next);
        }}
        {...rest}
      >
        <p>Upload here</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with its content', async () => {
    renderWithProviders(<Harness description="Choose the files to attach." />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Attach files' }));
    const dialog = screen.getByRole('dialog', { name: 'Attach files' });
    expect(within(dialog).getByRole('heading', { name: 'Attach files' })).toBeInTheDocument();
    expect(within(dialog).getByText('Upload here')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Choose the files to attach.');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const spy = vi.fn();
    renderWithProviders(<Harness onOpenChangeSpy={spy} />);
    const opener = screen.getByRole('button', { name: 'Attach files' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(spy).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its labelled close button', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Attach files' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside while open', async () => {
    renderWithProviders(<Harness footer={<Button variant="primary">Update</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Attach files' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('applies its size and labels the close button in French', async () => {
    renderWithProviders(<Harness size="x-large" />, { locale: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Attach files' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass('ui-modal--x-large');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('stays open when a notice shown above it is dismissed', async () => {
    function WithNotice() {
      const { notify } = useNotices();
      return <Harness footer={<Button onClick={() => notify({ level: 'success', message: 'Uploaded', sticky: true })}>Upload</Button>} />;
    }
    // Radix sets pointer-events: none on the page behind a modal; our notice CSS (not loaded in tests) re-enables it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(
      <NoticeProvider>
        <WithNotice />
      </NoticeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Attach files' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Attach files' })).toBeInTheDocument();
  });
});
