import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/cycle');

/**
 * The lint gate is only worth its minute if its rules can fire. `import-x/no-cycle` once passed a
 * planted cycle for months because import-x could not parse TypeScript (no `import-x/parsers`).
 */
describe('the lint gate', () => {
  it('reports an import cycle between two TypeScript files', async () => {
    const eslint = new ESLint({ cwd: ROOT, ignore: false });
    const results = await eslint.lintFiles([
      path.join(FIXTURES, 'first.ts'),
      path.join(FIXTURES, 'second.ts'),
    ]);
    const cycles = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map(() => path.basename(r.filePath)),
    );
    expect(cycles.sort()).toEqual(['first.ts', 'second.ts']);
  }, 60_000);

  it('leaves the planted cycle out of the project-wide run', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    expect(await eslint.isPathIgnored(path.join(FIXTURES, 'first.ts'))).toBe(true);
  });
});
