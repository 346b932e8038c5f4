// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../src/components/ErrorBoundary';

/** Issue 12 item 3: a render error in one part of a page takes only that part down, and it may be tried again. */

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('replaces only the part that failed, and Retry renders it again', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Carousel() {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <p>banners</p>;
    }
    render(
      <main>
        <ErrorBoundary name="The banners">
          <Carousel />
        </ErrorBoundary>
        <nav>entries</nav>
      </main>,
    );
    expect(screen.getByText('entries')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('error.part');
    expect(error).toHaveBeenCalledWith('The banners could not be shown:', expect.any(TypeError));

    broken = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'common.retry' })));
    expect(screen.getByText('banners')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
