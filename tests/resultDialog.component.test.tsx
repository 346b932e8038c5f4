// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultDialog } from '../features/rewards/views/ResultDialog';

/** The lucky draw's result popup keeps the manners of every modal of the app. */

afterEach(cleanup);

const shown = () => {
  const onClose = vi.fn();
  render(<ResultDialog result={{ reward: '88 K', spinCount: 2 } as never} coins={false} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'lucky.youWon' });
  return { onClose, dialog };
};

describe('the result popup', () => {
  it('is a modal named by its title, showing the reward, with OK focused', () => {
    const { dialog } = shown();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('88 K');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'dialog.ok' }));
  });

  it.each([
    ['OK', () => fireEvent.click(screen.getByRole('button', { name: 'dialog.ok' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['a tap on the backdrop', () => fireEvent.click(document.querySelector('.dialog-backdrop')!)],
  ])('%s closes it', (_, close) => {
    const { onClose } = shown();
    close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a tap inside the popup does not close it', () => {
    const { onClose, dialog } = shown();
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });
});
