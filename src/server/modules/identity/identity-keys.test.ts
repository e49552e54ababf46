import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { newAccount, registerAndGetTokens } from './identity.test-support.ts';

const opened: TestApp[] = [];
let dataDir = '';

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('signing keys', () => {
  it('persist: a second app on the same DATA_DIR verifies tokens of the first', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-keys-'));
    const first = await createTestApp({ DATA_DIR: dataDir });
    opened.push(first);
    const { tokens } = await registerAndGetTokens(first.app, newAccount());
    await first.close();
    opened.splice(0);

    const second = await createTestApp({ DATA_DIR: dataDir });
    opened.push(second);
    expect(second.app.ctx.keys?.signing[0]?.kid).toBeDefined();
    const user = await second.app.ctx.auth.verify(tokens.access_token);
    expect(user.id).toBeTruthy();
    const mode = fs.statSync(path.join(dataDir, 'keys', 'identity.json')).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});
