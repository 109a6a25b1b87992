/** The line the e2e global setup prints once its stack is seeded and serving (test/runner waits for it). */
export const E2E_STACK_READY = 'e2e stack ready';
