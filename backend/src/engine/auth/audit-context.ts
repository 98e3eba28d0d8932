import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting, as the audit log records it. */
export type AuditActor = { userId: number | null; username: string | null; ip: string | null };

const storage = new AsyncLocalStorage<AuditActor>();

/**
 * Runs the rest of a request as this actor: the services record audit events in the same
 * transaction as their change without every caller passing the actor down.
 */
export function runAs<T>(actor: AuditActor, work: () => T): T {
  return storage.run(actor, work);
}

/** The current request's actor; the system (background jobs) when there is none. */
export function currentActor(): AuditActor {
  return storage.getStore() ?? { userId: null, username: null, ip: null };
}
