import type { Logger } from 'pino';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { checkPageSize, decodeCursor, keysetPage, toPage, type Cursor, type Page } from '../../db/keyset-pagination';
import { NotFoundError } from '../../errors';
import { LeadMilestoneRecord } from '../milestones/lead-milestone.entity';
import { MILESTONES } from '../milestones/milestone-catalogue';
import type { ChatConversationsStore } from '../chat/chat-conversations.store';
import type { LeadConversionContext, LeadConversionsService } from '../tracking/lead-conversions.service';
import { Lead } from './lead.entity';
import type { CreateLeadInput } from './lead.inputs';
import { leadSpamReason, type LeadSpamGuardOptions, type LeadSpamReason } from './lead-spam-guard';
import { likePattern, type LeadFilterValues, type LeadSortOrder } from './lead-query';

export type LeadListOptions = {
  first: number;
  after?: string | null;
  filter?: LeadFilterValues | null;
  sort?: LeadSortOrder;
};

const EXPORT_BATCH = 1000;

/** The stored fields of a validated submission. */
function leadFields(input: CreateLeadInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    businessType: input.businessType,
    companySize: input.companySize,
    annualRevenue: input.annualRevenue,
    clientValue: input.clientValue,
    marketingNeeds: input.marketingNeeds,
    timeline: input.timeline,
    budget: input.budget,
    source: input.source || null,
    message: input.message || null,
  };
}

export type LeadsServiceOptions = LeadSpamGuardOptions;

/** What the adapter saw of the request behind a submission. */
export type LeadRequestContext = Omit<LeadConversionContext, 'eventId'> & {
  /** the visitor's id from the chat's cookie: their conversation with the assistant is linked to the lead */
  chatVisitorId: string | null;
};

export class LeadsService {
  /** submissions taken for spam since this server started */
  private spamRejections = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly conversions: LeadConversionsService,
    private readonly chatConversations: ChatConversationsStore,
    private readonly logger: Logger,
    private readonly options: LeadsServiceOptions,
  ) {}

  /**
   * Stores a validated submission with its first milestone, and links the visitor's chat
   * conversation to it, atomically; then reports the conversion in the background. A submission the spam guard rejects (lead-spam-guard.ts)
   * is answered exactly like a stored one, so a bot learns nothing, but it is neither stored nor
   * reported; a warning counts it.
   */
  async create(input: CreateLeadInput, { chatVisitorId, ...visitor }: LeadRequestContext): Promise<Lead> {
    const spamReason = leadSpamReason(input, this.options);
    if (spamReason !== null) return this.decoy(input, spamReason);
    const lead = await this.dataSource.transaction(async (manager) => {
      const lead = manager.create(Lead, leadFields(input));
      const saved = await manager.save(lead);
      await this.recordCapture(manager, saved);
      // the same transaction's manager: another connection would wait on the uncommitted lead row
      if (chatVisitorId) await this.chatConversations.linkLead(manager, chatVisitorId, saved.id);
      return saved;
    });
    this.conversions.leadCreated(lead, { ...visitor, eventId: input.leadEventId });
    return lead;
  }

  /**
   * What a rejected submission gets back: the lead as it would have been stored, with an id drawn
   * from the leads' own sequence (so ids keep increasing as they would have) and nothing stored.
   * The log line never holds the visitor's details.
   */
  private async decoy(input: CreateLeadInput, reason: LeadSpamReason): Promise<Lead> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT nextval(pg_get_serial_sequence('"lead"', 'id')) AS id`,
    );
    this.spamRejections += 1;
    this.logger.warn({ reason, spamRejections: this.spamRejections }, 'lead submission rejected as spam');
    return this.dataSource
      .getRepository(Lead)
      .create({ ...leadFields(input), id: Number(rows[0].id), createdAt: new Date() });
  }

  /** Every lead starts with its capture milestone completed at the moment it arrived. */
  private async recordCapture(manager: EntityManager, lead: Lead): Promise<void> {
    const capture = MILESTONES[0];
    await manager.insert(LeadMilestoneRecord, {
      leadId: lead.id,
      milestoneId: capture.milestoneId,
      title: capture.title,
      description: capture.description,
      completed: true,
      completedAt: lead.createdAt,
    });
  }

  async get(id: number): Promise<Lead> {
    const lead = await this.dataSource.getRepository(Lead).findOneBy({ id });
    if (!lead) throw new NotFoundError('Lead not found');
    return lead;
  }

  async list(options: LeadListOptions): Promise<Page<Lead>> {
    const first = checkPageSize(options.first);
    const sort = options.sort ?? 'NEWEST_FIRST';
    const cursor = decodeCursor(options.after);
    const filter = options.filter ?? null;
    const [rows, totalCount] = await Promise.all([
      this.page(filter, sort, cursor, first + 1).getMany(),
      this.filtered(filter).getCount(),
    ]);
    return toPage(rows, first, totalCount);
  }

  /** Yields every matching lead in batches over the keyset index, so memory stays flat. */
  async *exportBatches(filter: LeadFilterValues | null, sort: LeadSortOrder = 'NEWEST_FIRST'): AsyncGenerator<Lead[]> {
    let cursor: Cursor | null = null;
    for (;;) {
      const batch: Lead[] = await this.page(filter, sort, cursor, EXPORT_BATCH).getMany();
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < EXPORT_BATCH) return;
      const last: Lead = batch[batch.length - 1];
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }

  private filtered(filter: LeadFilterValues | null): SelectQueryBuilder<Lead> {
    const query = this.dataSource.getRepository(Lead).createQueryBuilder('lead');
    if (!filter) return query;
    const search = filter.search?.trim();
    if (search) {
      query.andWhere('(lead.name ILIKE :pattern OR lead.email ILIKE :pattern OR lead.company ILIKE :pattern)', {
        pattern: likePattern(search),
      });
    }
    if (filter.businessType) query.andWhere('lead.businessType = :businessType', { businessType: filter.businessType });
    if (filter.companySize) query.andWhere('lead.companySize = :companySize', { companySize: filter.companySize });
    if (filter.timeline) query.andWhere('lead.timeline = :timeline', { timeline: filter.timeline });
    if (filter.createdFrom) query.andWhere('lead.createdAt >= :createdFrom', { createdFrom: filter.createdFrom });
    if (filter.createdTo) query.andWhere('lead.createdAt <= :createdTo', { createdTo: filter.createdTo });
    return query;
  }

  private page(
    filter: LeadFilterValues | null,
    sort: LeadSortOrder,
    cursor: Cursor | null,
    limit: number,
  ): SelectQueryBuilder<Lead> {
    return keysetPage(this.filtered(filter), 'lead', sort === 'NEWEST_FIRST' ? 'DESC' : 'ASC', cursor, limit);
  }
}
