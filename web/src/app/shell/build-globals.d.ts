/** Replaced at build time by web/vite.config.ts (`define`); absent under vitest. */
declare global {
  const __BUILD_ID__: string;
  const __BUILD_TIME__: string;
}

export {};
