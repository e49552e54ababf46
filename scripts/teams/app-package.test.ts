/**
 * The Teams app package (app-package.ts) against Microsoft's official schemas, as bundled by
 * `@microsoft/app-manifest` and validated offline (draft-04, with formats): the manifest, and each
 * language's localization file. Plus what the schema cannot see: the tab's address is the one the
 * server lets Teams frame, the icons are the sizes Teams asks for, the outline icon is white on
 * transparent, and the zip holds its files at its root.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LANGUAGES,
  MANIFEST_VERSION,
  appIdFor,
  teamsAppPackage,
  teamsLocalization,
  teamsManifest,
} from './app-package.ts';
import { decodeOwnPng, OUTLINE_SIZE, pngHeader } from './png.ts';

const require = createRequire(import.meta.url);
const schemas = path.join(
  path.dirname(require.resolve('@microsoft/app-manifest/package.json')),
  'build',
  'json-schemas',
  'teams',
  `v${MANIFEST_VERSION}`,
);

function validator(file: string) {
  // The schemas' patterns are written for JavaScript without the `u` flag (an unescaped `]`).
  const ajv = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats.default(ajv);
  const schema = z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(fs.readFileSync(path.join(schemas, file), 'utf8')));
  return ajv.compile(schema);
}

const OPTIONS = { publicUrl: 'https://tasks.example.com', version: '1.4.0' };

describe('the Teams app package', () => {
  it('has a manifest the official schema accepts, for a personal tab on /teams.html', () => {
    const manifest = teamsManifest(OPTIONS);
    const validate = validator('MicrosoftTeams.schema.json');
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(Number(MANIFEST_VERSION.split('.')[1])).toBeGreaterThanOrEqual(13); // Outlook and Microsoft 365
    expect(manifest).toMatchObject({
      manifestVersion: MANIFEST_VERSION,
      version: '1.4.0',
      staticTabs: [
        {
          contentUrl: 'https://tasks.example.com/teams.html',
          scopes: ['personal'],
          context: ['personalTab'],
        },
      ],
      validDomains: ['tasks.example.com'],
      developer: {
        privacyUrl: 'https://tasks.example.com/privacy',
        termsOfUseUrl: 'https://tasks.example.com/eula',
      },
    });
  });

  it('is a schema failure when broken (the validation can fail)', () => {
    const validate = validator('MicrosoftTeams.schema.json');
    const { staticTabs, ...noTabs } = teamsManifest(OPTIONS);
    expect(staticTabs).toBeDefined();
    expect(validate({ ...noTabs, id: 'not-a-guid' })).toBe(false);
    expect(validate({ ...noTabs, manifestVersion: '1.0' })).toBe(false);
  });

  it("speaks the web app's seven languages, each file valid", () => {
    const validate = validator('MicrosoftTeams.Localization.schema.json');
    const manifest = teamsManifest(OPTIONS) as {
      localizationInfo: { additionalLanguages: { file: string }[] };
    };
    expect(manifest.localizationInfo.additionalLanguages.map((l) => l.file)).toEqual(
      LANGUAGES.filter((l) => l !== 'en').map((l) => `${l}.json`),
    );
    const boardNames = new Set<unknown>();
    for (const lng of LANGUAGES) {
      const strings = teamsLocalization(lng);
      expect(validate(strings), `${lng}: ${JSON.stringify(validate.errors)}`).toBe(true);
      boardNames.add(strings['staticTabs[0].name']);
    }
    expect(boardNames.size).toBeGreaterThan(4);
  });

  it('is generated from PUBLIC_URL: https only, one stable id per address', () => {
    expect(() => teamsManifest({ ...OPTIONS, publicUrl: 'http://localhost:3000' })).toThrow(/https/);
    expect(() => teamsManifest({ ...OPTIONS, publicUrl: 'https://example.com/quadrant' })).toThrow(/origin/);
    const a = teamsManifest(OPTIONS).id;
    expect(teamsManifest({ ...OPTIONS, version: '2.0.0' }).id).toBe(a);
    expect(teamsManifest({ ...OPTIONS, publicUrl: 'https://other.example.com' }).id).not.toBe(a);
    expect(appIdFor('https://x.example', '0b9e4c52-6f2a-4d3e-9a51-7c1f2e8d9a10')).toBe(
      '0b9e4c52-6f2a-4d3e-9a51-7c1f2e8d9a10',
    );
    expect(() => appIdFor('https://x.example', 'not-a-uuid')).toThrow();
  });

  it('carries a 192×192 colour icon and a 32×32 white-on-transparent outline', () => {
    const files = teamsAppPackage(OPTIONS);
    expect(pngHeader(files['color.png'] ?? Buffer.alloc(0))).toMatchObject({ width: 192, height: 192 });
    const outline = files['outline.png'] ?? Buffer.alloc(0);
    expect(pngHeader(outline)).toEqual({ width: OUTLINE_SIZE, height: OUTLINE_SIZE, colorType: 6 });
    const { rgba } = decodeOwnPng(outline);
    const colours = new Set<string>();
    for (let y = 0; y < OUTLINE_SIZE; y++)
      for (let x = 0; x < OUTLINE_SIZE; x++) colours.add(rgba(x, y).join(','));
    expect([...colours].sort()).toEqual(['0,0,0,0', '255,255,255,255']);
  });

  it('is written by `npm run teams:manifest` as a zip with the files at its root', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-teams-'));
    try {
      const run = spawnSync(process.execPath, ['scripts/teams-manifest.ts', out], {
        env: { ...process.env, PUBLIC_URL: 'https://tasks.example.com' },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const zipped = unzipSync(fs.readFileSync(path.join(out, 'quadrant-teams.zip')));
      const expected = [
        'manifest.json',
        'color.png',
        'outline.png',
        ...LANGUAGES.filter((l) => l !== 'en').map((l) => `${l}.json`),
      ];
      expect(Object.keys(zipped).sort()).toEqual(expected.sort());
      const manifest: unknown = JSON.parse(Buffer.from(zipped['manifest.json'] ?? []).toString('utf8'));
      expect(manifest).toMatchObject({
        staticTabs: [{ contentUrl: 'https://tasks.example.com/teams.html' }],
      });

      const refused = spawnSync(process.execPath, ['scripts/teams-manifest.ts', out], {
        env: { ...process.env, PUBLIC_URL: 'http://localhost:3000' },
        encoding: 'utf8',
      });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('https');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
