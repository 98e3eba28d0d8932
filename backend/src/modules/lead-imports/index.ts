import type { ModuleDefinition } from '../../engine/module';
import { LeadImport, LeadImportChunk, LeadImportCreated, LeadImportError } from './lead-import.entity';
import { LeadImportsResolver } from './lead-imports.resolver';
import { leadImportsRoutes } from './lead-imports.routes';
import { IMPORTS_QUEUE, type LeadImportsService } from './lead-imports.service';

/** What the composition root uses of this one. */
export { LeadImportsService } from './lead-imports.service';

/**
 * CSV files of leads (our own export, HubSpot's, Twenty's, or any with a mapping) imported by an
 * admin: the upload stores the file's rows, a durable job stores them as leads in batches.
 */
export const leadImportsModule: ModuleDefinition<{ leadImports: LeadImportsService }> = {
  name: 'lead-imports',
  auditActions: ['leads.imported'],
  entities: [LeadImport, LeadImportChunk, LeadImportError, LeadImportCreated],
  resolvers: [{ type: LeadImportsResolver, create: (s) => new LeadImportsResolver(s.leadImports) }],
  routes: (s) => leadImportsRoutes(s.leadImports),
  queues: [
    // a job works its import for about 3 s and hands the rest to the next job: one still active
    // after a minute belongs to an instance that died, and is sent again (it resumes after the
    // last batch committed)
    {
      queue: IMPORTS_QUEUE,
      batchSize: 1,
      expireInSeconds: 60,
      pollingIntervalSeconds: 1,
      handler: (s) => s.leadImports.work,
    },
  ],
};
