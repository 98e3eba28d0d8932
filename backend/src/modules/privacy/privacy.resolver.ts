import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { UserRole } from '../../engine/auth/user-role';
import type { DataRightsService, ErasureSummary } from './data-rights.service';
import type { RetentionSettingsService } from './retention-settings.service';
import { UpdateRetentionSettingsInput } from './retention.inputs';
import { RetentionSettings } from './retention.types';

@ObjectType({ description: 'what erasing a lead removed or changed' })
class LeadErasure implements Omit<ErasureSummary, 'leads'> {
  @Field(() => Int)
  leadId: number;

  @Field(() => Int, { description: 'milestone records deleted' })
  milestones: number;

  @Field(() => Int, { description: 'chat conversations deleted' })
  conversations: number;

  @Field(() => Int, { description: 'spoken chat replies deleted' })
  audio: number;

  @Field(() => Int, {
    description: 'orders that kept product, amount and dates but lost the visitor id and card digits',
  })
  ordersAnonymised: number;

  @Field(() => Int, {
    description: 'queued events, webhook deliveries and emails that held a copy of the lead, deleted',
  })
  copiesForgotten: number;

  @Field(() => Int, { description: 'audit events about the lead (their target) whose details were wiped' })
  auditEventsRedacted: number;
}

@Resolver()
export class PrivacyResolver {
  constructor(
    private readonly dataRights: DataRightsService,
    private readonly retention: RetentionSettingsService,
  ) {}

  @Authorized(UserRole.ADMIN)
  @Query(() => GraphQLJSONObject, {
    description:
      'admin only: everything stored about a lead as one JSON document (the lead, attribution, consent, milestones, chat conversations, orders, audit events); recorded in the audit log',
  })
  exportLeadData(@Arg('id', () => Int) id: number): Promise<Record<string, unknown>> {
    return this.dataRights.exportLead(id);
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => LeadErasure, {
    description:
      'admin only: erases a lead once confirmEmail matches its email (any case): the lead, its milestones, chats and audio are deleted, its orders anonymised, lead.deleted sent; BAD_USER_INPUT and nothing erased on a mismatch',
  })
  async eraseLead(
    @Arg('id', () => Int) id: number,
    @Arg('confirmEmail', () => String) confirmEmail: string,
  ): Promise<LeadErasure> {
    const { leads: _leads, ...summary } = await this.dataRights.erase(id, confirmEmail);
    return { leadId: id, ...summary };
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => Boolean, {
    description:
      'admin only: erases a lead as eraseLead does, without the typed email (the spam view uses it): no copy of it is left behind, lead.deleted carries only its id; audited as lead.deleted',
  })
  async deleteLead(@Arg('id', () => Int) id: number): Promise<boolean> {
    await this.dataRights.delete(id);
    return true;
  }

  @Authorized()
  @Query(() => RetentionSettings, { description: 'how long each kind of data is kept (Settings → Data retention)' })
  retentionSettings(): Promise<RetentionSettings> {
    return this.retention.settings();
  }

  @Authorized(UserRole.ADMIN)
  @Mutation(() => RetentionSettings, {
    description: 'admin only: a number sets a period, null puts it back to its default',
  })
  updateRetentionSettings(
    @Arg('input', () => UpdateRetentionSettingsInput) input: UpdateRetentionSettingsInput,
  ): Promise<RetentionSettings> {
    return this.retention.update(input);
  }
}
