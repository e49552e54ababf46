/**
 * The desktop shell (desktop/, Rust, not compiled here) mirrors desktop.ts by hand. This reads its
 * sources and Tauri configurations and holds them to the contract: command names (Rust functions,
 * the handler list, build.rs's permissions, each build's capability), the callback path, outcome
 * values, the token fields the page reads, the refresh margin, and for each build the scheme its
 * web app's host calls for. The GJS test shell (desktop/test-shell/) answers the same commands.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DESKTOP_CALLBACK_PATH,
  DESKTOP_COMMANDS,
  DESKTOP_IDP_HINTS,
  DESKTOP_LOCAL_HOSTS,
  DESKTOP_OUTCOME_PARAM,
  DESKTOP_OUTCOMES,
  DESKTOP_REFRESH_MARGIN_SECONDS,
  DESKTOP_SCHEMES,
  DesktopTokenSchema,
  desktopSchemeForHost,
} from './desktop.ts';

const DESKTOP = new URL('../../../desktop/', import.meta.url);
const read = (path: string) => fs.readFileSync(new URL(path, DESKTOP), 'utf8');
const COMMANDS = Object.values(DESKTOP_COMMANDS);

/** The string literals of a Rust `const NAME: … = …;` (a string or an array of strings). */
function rustConst(source: string, name: string): string[] {
  const match = new RegExp(`pub const ${name}: [^=]+= ([^;]+);`).exec(source);
  if (!match?.[1]) throw new Error(`contract.rs has no const ${name}`);
  return [...match[1].matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
}

function rustNumber(source: string, name: string): number {
  const match = new RegExp(`pub const ${name}: u64 = ([0-9_]+);`).exec(source);
  return Number(match?.[1]?.replace(/_/g, ''));
}

const kebab = (name: string) => name.replace(/_/g, '-');

describe('desktop/src/contract.rs', () => {
  const source = read('src/contract.rs');

  it('names the same commands, provider hints, path and parameter', () => {
    expect(rustConst(source, 'COMMANDS')).toEqual(COMMANDS);
    expect(rustConst(source, 'IDP_HINTS')).toEqual([...DESKTOP_IDP_HINTS]);
    expect(rustConst(source, 'CALLBACK_PATH')).toEqual([DESKTOP_CALLBACK_PATH]);
    expect(rustConst(source, 'OUTCOME_PARAM')).toEqual([DESKTOP_OUTCOME_PARAM]);
  });

  it('has exactly the contract’s outcomes', () => {
    const outcomes = [...source.matchAll(/pub const OUTCOME_(?!PARAM)\w+: &str = "([^"]+)";/g)].map(
      (m) => m[1],
    );
    expect(outcomes.sort()).toEqual([...DESKTOP_OUTCOMES].sort());
  });

  it('refreshes at the same margin and hands over the fields the page reads', () => {
    expect(rustNumber(source, 'REFRESH_MARGIN_SECONDS')).toBe(DESKTOP_REFRESH_MARGIN_SECONDS);
    expect(rustConst(source, 'TOKEN_FIELDS')).toEqual(Object.keys(DesktopTokenSchema.shape));
  });

  it('chooses the scheme by host with the same rule', () => {
    expect(rustConst(source, 'SCHEME_PRODUCTION')).toEqual([DESKTOP_SCHEMES.production]);
    expect(rustConst(source, 'SCHEME_DEV')).toEqual([DESKTOP_SCHEMES.dev]);
    expect(rustConst(source, 'SCHEME_LOCAL')).toEqual([DESKTOP_SCHEMES.local]);
    const rule = /pub fn scheme_for_host[\s\S]*?\n}/.exec(source)?.[0] ?? '';
    const local = /matches!\(host\.as_str\(\), ([^)]+)\)/.exec(rule)?.[1] ?? '';
    expect([...local.matchAll(/"([^"]+)"/g)].map((m) => m[1])).toEqual([...DESKTOP_LOCAL_HOSTS]);
    expect(rule).toContain('host.contains("dev.")');
  });
});

describe('the Rust commands', () => {
  it('are functions of those names, registered, and listed for permissions', () => {
    const commands = read('src/commands.rs');
    for (const name of COMMANDS)
      expect(commands, name).toMatch(new RegExp(`#\\[tauri::command\\]\\npub (async )?fn ${name}\\b`));
    // Tauri maps the page's camelCase `idpHint` to the Rust parameter `idp_hint`.
    expect(commands).toMatch(/pub async fn initiate_oauth_login[\s\S]*?idp_hint: Option<String>/);
    const handlers = /generate_handler!\[([^\]]+)\]/.exec(read('src/lib.rs'))?.[1] ?? '';
    expect([...handlers.matchAll(/commands::(\w+)/g)].map((m) => m[1])).toEqual(COMMANDS);
    const manifest = /commands\(&\[([^\]]+)\]\)/.exec(read('build.rs'))?.[1] ?? '';
    expect([...manifest.matchAll(/"(\w+)"/g)].map((m) => m[1])).toEqual(COMMANDS);
  });

  it('hand the page its token in the contract’s camelCase fields', () => {
    const tokens = read('src/tokens.rs');
    const page = /#\[serde\(rename_all = "camelCase"\)\]\npub struct TokenForPage \{([^}]+)\}/.exec(
      tokens,
    )?.[1];
    const fields = [...(page ?? '').matchAll(/pub (\w+):/g)].map((m) =>
      (m[1] ?? '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
    );
    expect(fields).toEqual(Object.keys(DesktopTokenSchema.shape));
  });
});

const ConfigSchema = z.object({
  identifier: z.string(),
  build: z.object({ frontendDist: z.string() }),
  app: z.object({
    windows: z.array(z.object({ label: z.string(), url: z.string() })),
    security: z.object({
      capabilities: z.array(
        z.object({
          windows: z.array(z.string()),
          local: z.boolean(),
          remote: z.object({ urls: z.array(z.string()) }),
          permissions: z.array(z.string()),
        }),
      ),
    }),
  }),
  plugins: z.object({ 'deep-link': z.object({ desktop: z.object({ schemes: z.array(z.string()) }) }) }),
});

describe.each([
  ['tauri.conf.json', DESKTOP_SCHEMES.production],
  ['tauri.dev.conf.json', DESKTOP_SCHEMES.dev],
  ['tauri.local.conf.json', DESKTOP_SCHEMES.local],
])('desktop/%s', (file, scheme) => {
  const config = ConfigSchema.parse(JSON.parse(read(file)));
  const main = config.app.windows.find((w) => w.label === 'main');
  const web = new URL(main?.url ?? 'about:blank');

  it(`opens the web app and registers the scheme its host calls for (${scheme})`, () => {
    expect(web.pathname).toBe('/app');
    expect(config.build.frontendDist).toBe(web.origin);
    expect(desktopSchemeForHost(web.hostname)).toBe(scheme);
    expect(config.plugins['deep-link'].desktop.schemes).toEqual([scheme]);
  });

  it('lets only that origin call the three commands', () => {
    expect(config.app.security.capabilities).toEqual([
      expect.objectContaining({
        windows: ['main'],
        local: false,
        remote: { urls: [`${web.origin}/*`] },
        permissions: COMMANDS.map((name) => `allow-${kebab(name)}`),
      }),
    ]);
  });
});

it('gives each build its own identifier (its own credential store entries)', () => {
  const ids = ['tauri.conf.json', 'tauri.dev.conf.json', 'tauri.local.conf.json'].map(
    (file) => ConfigSchema.parse(JSON.parse(read(file))).identifier,
  );
  expect(new Set(ids).size).toBe(3);
});

it('has the GJS test shell answer the same commands, at the same path', () => {
  const shell = read('test-shell/quadrant-shell.js');
  const commands = /^const COMMANDS = \{([\s\S]*?)^\};/m.exec(shell)?.[1] ?? '';
  expect([...commands.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1])).toEqual(COMMANDS);
  expect(shell).toContain(`const CALLBACK_PATH = '${DESKTOP_CALLBACK_PATH}';`);
  expect(shell).toContain(`const OUTCOME_PARAM = '${DESKTOP_OUTCOME_PARAM}';`);
  expect(shell).toContain(
    `const IDP_HINTS = ${JSON.stringify(DESKTOP_IDP_HINTS).replace(/"/g, "'").replace(/,/g, ', ')};`,
  );
});
