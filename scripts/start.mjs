/**
 * `npm start`'s entry: Node's compile cache on before any TypeScript loads (see
 * src/server/server.mjs and ADR 0032), then the build-and-serve script, scripts/start.ts.
 */
import module from 'node:module';

module.enableCompileCache?.();
const { main } = await import('./start.ts');
await main();
