/**
 * The production entry: `node --max-semi-space-size=2 src/server/server.mjs`. Plain JavaScript so
 * that Node's compile cache is on before the first TypeScript file loads: with the code V8
 * compiled last time kept on disk (the OS temp folder, or NODE_COMPILE_CACHE), a restart neither
 * strips types again nor loads the type stripper at all (about 17 MB of memory) and compiles far
 * less (ADR 0032). `node src/server/main.ts` works too; it only turns the cache on one file later.
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./main.ts');
