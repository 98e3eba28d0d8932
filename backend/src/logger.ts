import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config';

/** JSON lines to stdout, or to `destination` (tests read what was logged through it). */
export function createLogger(level: AppConfig['logLevel'], destination?: DestinationStream): Logger {
  const options = {
    level,
    // credentials and personal data must never reach the logs
    redact: {
      paths: ['password', '*.password', 'email', '*.email', 'token', '*.token', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
