/**
 * Imported first by the root route, before any module that builds a schema: the client never
 * compiles validators with `new Function`. The CSP forbids eval, and zod's probe for it (made when
 * each object schema is built) would be reported as a CSP violation on every page.
 *
 * The setting is seeded where zod reads its configuration when it loads (the global that copies of
 * zod share) instead of calling `z.config()`, so public pages that never load zod do not download
 * it for this. zod-config.test.ts checks that zod still honours it.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

declare global {
  var __zod_globalConfig: ZodGlobalConfig | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
