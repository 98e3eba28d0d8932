import type { Cursor } from '../../engine/db/keyset-pagination';
import type { Lead } from './lead.entity';
import type { LeadFilterValues, LeadSortOrder } from './lead-query';
import type { LeadListService } from './lead-list.service';
import type { AuditLogService } from '../audit';

const EXPORT_BATCH = 1000;

/**
 * The filter as the audit log keeps it: every value but the free-text search, of which only the
 * fact that there was one is kept. A search is whatever was typed (a person's name, company or
 * address), and the log holds no personal data that an erasure would have to find by its text.
 */
function auditedFilter(filter: LeadFilterValues | null): Record<string, unknown> | null {
  if (!filter) return null;
  const { search, ...kept } = filter;
  return search?.trim() ? { ...kept, searched: true } : kept;
}

/** The CSV export's leads: every lead a filter matches, in batches. */
export class LeadExportService {
  constructor(
    private readonly leads: LeadListService,
    private readonly audit: AuditLogService,
    private readonly now: () => Date,
  ) {}

  /** Yields every matching lead in batches over the keyset index, so memory stays flat. */
  async *exportBatches(filter: LeadFilterValues | null, sort: LeadSortOrder = 'NEWEST_FIRST'): AsyncGenerator<Lead[]> {
    const now = this.now();
    await this.audit.record({ action: 'leads.exported', details: { filter: auditedFilter(filter), sort } });
    let cursor: Cursor | null = null;
    for (;;) {
      const batch: Lead[] = await this.leads.page(filter, now, sort, cursor, EXPORT_BATCH);
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < EXPORT_BATCH) return;
      const last: Lead = batch[batch.length - 1];
      cursor = { at: last.createdAt, id: last.id };
    }
  }
}
