/** What each test process of `npm test` leaves for the summary: file times and flaky tests. */
export interface RunReport {
  files: Array<{ file: string; project: string; seconds: number }>;
  /** Tests that failed first and passed on a retry: listed, never hidden. */
  flaky: Array<{ file: string; name: string; retries: number; firstError?: string }>;
}
