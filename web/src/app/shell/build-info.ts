/** What this bundle is: the git commit (or a timestamp) and the time it was built. */
export interface BuildInfo {
  buildId: string;
  buildTime: string;
}

// `typeof` guards keep this working where Vite's `define` does not run (unit tests).
export const buildInfo: BuildInfo = {
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development',
  buildTime: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : 'unknown',
};

/** The service worker's version string: a new build (even of the same commit) is a new version. */
export const appVersion = `${buildInfo.buildId}@${buildInfo.buildTime}`;
