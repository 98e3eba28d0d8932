import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config';

/**
 * JSON lines to stdout, or to `destination` (tests read what was logged through it). Stdout is
 * written asynchronously: the lines logged while a write is under way go out together in the next
 * one, so under load a request's line no longer costs a write of its own (a fifth of the landing
 * page's CPU time was the synchronous write of each request's line). What is still buffered is
 * written synchronously when the process exits; only a process killed outright loses it.
 */
export function createLogger(level: AppConfig['logLevel'], destination?: DestinationStream): Logger {
  const options = {
    level,
    // credentials and personal data must never reach the logs
    redact: {
      paths: ['password', '*.password', 'email', '*.email', 'token', '*.token', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
