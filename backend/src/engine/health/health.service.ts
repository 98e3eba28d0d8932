import type { DataSource } from 'typeorm';

export type Readiness = { ready: true } | { ready: false; reason: string };

const CHECK_TIMEOUT_MS = 2000;

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: the database answers and every migration is applied. */
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async readiness(): Promise<Readiness> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS);
      const pending = await withTimeout(this.dataSource.showMigrations(), CHECK_TIMEOUT_MS);
      return pending ? { ready: false, reason: 'migrations pending' } : { ready: true };
    } catch (error) {
      return {
        ready: false,
        reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
}
