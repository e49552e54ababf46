import { beforeEach, describe, expect, it, vi } from 'vitest';

// The test setup loads the library for every test; these start from a fresh module, as a page does.
beforeEach(() => {
  vi.resetModules();
});

describe('withBoardDnd', () => {
  it('attaches when the library arrives, and the cleanup detaches', async () => {
    const { loadBoardDnd, withBoardDnd } = await import('./dnd-loader.ts');
    const detach = vi.fn();
    const attach = vi.fn(() => detach);
    const cleanup = withBoardDnd(attach);
    expect(attach).not.toHaveBeenCalled();
    const dnd = await loadBoardDnd();
    expect(attach).toHaveBeenCalledWith(dnd);
    cleanup();
    expect(detach).toHaveBeenCalledOnce();
  });

  it('never attaches what was cleaned up before the library arrived', async () => {
    const { loadBoardDnd, withBoardDnd } = await import('./dnd-loader.ts');
    const attach = vi.fn(() => () => undefined);
    withBoardDnd(attach)();
    await loadBoardDnd();
    expect(attach).not.toHaveBeenCalled();
  });

  it('attaches at once once the library is here', async () => {
    const { loadBoardDnd, withBoardDnd } = await import('./dnd-loader.ts');
    const dnd = await loadBoardDnd();
    const attach = vi.fn(() => () => undefined);
    withBoardDnd(attach);
    expect(attach).toHaveBeenCalledWith(dnd);
  });
});
