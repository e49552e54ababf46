/**
 * The process's metrics (issue 35), in one prom-client registry per app (tests build many apps in
 * one process; the global registry would mix them). What the modules record — sync sockets and
 * fan-out — is created with the app and costs a counter increment; what is read from elsewhere
 * (requests, connections, jobs, the database pool, the runtime) is wired only when METRICS_TOKEN
 * turns `/metrics` on (metrics.routes.ts).
 */
import { Gauge, Histogram, Registry } from 'prom-client';

export interface AppMetrics {
  readonly registry: Registry;
  /** Sync WebSockets open in this process (greeted or not yet). */
  readonly syncSockets: Gauge;
  /** From a write's commit to its changes sent on a sync socket, in seconds. */
  readonly fanout: Histogram;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  return {
    registry,
    syncSockets: new Gauge({
      name: 'quadrant_sync_open_sockets',
      help: 'Sync WebSockets (/api/ws) open in this process.',
      registers: [registry],
    }),
    fanout: new Histogram({
      name: 'quadrant_sync_fanout_seconds',
      help: "From a write's commit to its changes sent on a sync socket.",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}
