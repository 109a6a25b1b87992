import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs. Quiet in tests unless LOG_LEVEL is set. */
export const logger = new Logger({
  serviceName: 'movematch-api',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
