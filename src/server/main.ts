/**
 * The process: parse config, build the app, listen, and shut down gracefully on SIGTERM/SIGINT.
 * Node's compile cache is switched on before anything else loads: a start spends most of its time
 * reading, type-stripping and compiling about a thousand modules, and with the code V8 compiled
 * last time kept on disk (the OS temp folder, or NODE_COMPILE_CACHE) a restart skips most of that
 * (ADR 0032). The server's own modules are therefore imported dynamically, after it.
 */
import module from 'node:module';

module.enableCompileCache?.();
const { buildApp } = await import('./app.ts');
const { ConfigError, loadConfig } = await import('./config.ts');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Quadrant is running at ${config.publicUrl} (database: ${config.database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
