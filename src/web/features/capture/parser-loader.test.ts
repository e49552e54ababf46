import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../shared/capture/index.ts', () => import('./testing/fake-parser.ts'));

/** An idle callback that runs only when the test says: a page that is never idle. */
function busyPage() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.splice(handle - 1, 1, () => undefined));
  return {
    idle: () =>
      waiting.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })),
  };
}

/** A fresh copy of the loader (its state is the module's), with the parser's first parse watched. */
async function freshLoader() {
  vi.resetModules();
  const parser = await import('./testing/fake-parser.ts');
  const parse = vi.spyOn(parser, 'parseCapture');
  const loader = await import('./parser-loader.ts');
  return { loader, parse };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadCaptureParser', () => {
  it('hands the parser out only after a warm-up parse at an idle moment', async () => {
    const page = busyPage();
    const { loader, parse } = await freshLoader();
    let loaded = false;
    void loader.loadCaptureParser().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    page.idle();
    await vi.waitFor(() => expect(loaded).toBe(true));
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('hands it out at once when an Enter is waiting, even on a page never idle', async () => {
    busyPage();
    const { loader, parse } = await freshLoader();
    void loader.loadCaptureParser();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await loader.loadCaptureParser({ waiting: true });
    expect(parse).not.toHaveBeenCalled();
  });

  it('skips the warm-up when the Enter comes before the chunk has arrived', async () => {
    busyPage();
    const { loader, parse } = await freshLoader();
    await loader.loadCaptureParser({ waiting: true });
    expect(parse).not.toHaveBeenCalled();
  });
});
