// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../public/locales/en.json' with { type: 'json' };
import { ErrorBoundary } from '../src/components/ErrorBoundary';
import { renderView } from './support/componentHarness';

/** a render error in one part of a page takes only that part down, and it may be tried again. */

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('replaces only the part that failed, and Retry renders it again', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Carousel() {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <p>banners</p>;
    }
    renderView(
      <main>
        <ErrorBoundary name="The banners">
          <Carousel />
        </ErrorBoundary>
        <nav>entries</nav>
      </main>,
    );
    expect(screen.getByText('entries')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(en['error.part']);
    expect(error).toHaveBeenCalledWith('The banners could not be shown:', expect.any(TypeError));

    broken = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: en['common.retry'] })));
    expect(screen.getByText('banners')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
