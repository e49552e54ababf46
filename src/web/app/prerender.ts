/** The public paths written to static HTML at build time (the server serves them as files). */
export const PRERENDERED_PATHS: string[] = ['/'];
