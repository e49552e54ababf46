import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterIdle } from './after-idle.tsx';

afterEach(() => {
  // Unmount while the stubs are still in place (their cleanup cancels the idle callback).
  cleanup();
  vi.unstubAllGlobals();
});

const LazyNote = lazy(async () => ({ default: () => <p>Below the fold</p> }));

describe('AfterIdle', () => {
  it('mounts nothing on the first render, then its lazy children once the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((cb: () => void) => {
        idle = cb;
        return 1;
      }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(
      <AfterIdle>
        <LazyNote />
      </AfterIdle>,
    );
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    act(() => idle?.());
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });

  it('stops waiting when unmounted before the browser was idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <AfterIdle>
        <p>Never</p>
      </AfterIdle>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
