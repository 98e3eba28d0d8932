import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config';

/**
 * JSON lines to stdout, or to `destination` (tests read what was logged through it). Stdout is
 * written asynchronously, in writes of at least 4 KB or every 100 ms, whichever comes first: a
 * write per line (even an asynchronous one, when stdout takes it at once) was a fifth of the
 * landing page's CPU time. A line reaches stdout at most 100 ms late; what is still buffered is
 * written synchronously when the process exits, and only a process killed outright loses it.
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
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 }));
}
