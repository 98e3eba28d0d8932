import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';

export function createLogger(level: AppConfig['logLevel']): Logger {
  return pino({
    level,
    // credentials and personal data must never reach the logs
    redact: { paths: ['password', '*.password', 'email', '*.email', 'token', '*.token', 'req.headers.cookie'], censor: '[redacted]' },
  });
}
