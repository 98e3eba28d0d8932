import type { ModuleDefinition } from '../../engine/module';
import { AuditEvent } from './audit-event.entity';
import type { AuditLogService } from './audit-log.service';
import { AuditResolver } from './audit.resolver';

/** What other modules use of this one. */
export type { AuditLogService } from './audit-log.service';

/** The audit log: who changed what, recorded in the transaction of the change. */
export const auditModule: ModuleDefinition<{ audit: AuditLogService }> = {
  name: 'audit',
  entities: [AuditEvent],
  resolvers: [{ type: AuditResolver, create: (s) => new AuditResolver(s.audit) }],
};
