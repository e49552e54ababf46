/**
 * For tests of what happens before the capture parser has loaded: its chunk arrives only when the
 * test opens the gate. Made inside `vi.hoisted`, awaited by the test's `vi.mock` of the parser.
 */
export function parserGate(): { arrived: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
}
