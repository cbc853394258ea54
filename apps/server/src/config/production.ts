/**
 * Whether this process runs in production: NODE_ENV=production in the environment it was started
 * with. Read from the `env` object handed over at run time, never as the literal
 * `process.env.NODE_ENV`, which the server's build replaces by "production" so that the bundled
 * libraries (React, React Email) take their production builds (decision 0055).
 */
export const isProduction = (env: Record<string, string | undefined>) =>
  env.NODE_ENV === "production";
