import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './Button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Add a row</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add a row' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading, keeping its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is reachable with the keyboard and activates with Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('forwards its ref and passes attributes through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" size="small" aria-label="Delete the row" className="extra">
        ×
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete the row' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass('ui-button--danger', 'ui-button--small', 'extra');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('lends its look to links', () => {
    render(
      <a href="/profile/sign_in" className={buttonClassName({ variant: 'primary' })}>
        Sign in
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveClass('ui-button', 'ui-button--primary', 'ui-button--normal');
  });
});
