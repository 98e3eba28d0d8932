import { IsDate, IsInt, IsOptional, IsString } from 'class-validator';
import { Arg, Authorized, Field, FieldResolver, InputType, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import { PageInfo, toConnection } from '../../engine/graphql/connection';
import { UserRole } from '../../engine/auth/user-role';
import { InvalidInputError } from '../../engine/errors';
import { AuditEvent } from './audit-event.entity';
import type { AuditLogService } from './audit-log.service';

@InputType()
class AuditEventFilter {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  actorId?: number | null;

  @Field(() => String, { nullable: true, description: `one of auditActions` })
  @IsOptional()
  @IsString()
  action?: string | null;

  @Field(() => Date, { nullable: true, description: 'from this instant on' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'before this instant' })
  @IsOptional()
  @IsDate()
  to?: Date | null;
}

@ObjectType()
class AuditEventConnection {
  @Field(() => [AuditEvent])
  nodes: AuditEvent[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@Resolver(() => AuditEvent)
export class AuditResolver {
  constructor(private readonly audit: AuditLogService) {}

  @Authorized(UserRole.ADMIN)
  @Query(() => AuditEventConnection, { description: `admin only: newest first; at most ${MAX_PAGE_SIZE} a page` })
  async auditEvents(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => AuditEventFilter, { nullable: true }) filter: AuditEventFilter | null,
  ): Promise<AuditEventConnection> {
    if (filter?.action && !this.audit.knows(filter.action)) throw new InvalidInputError({ action: 'Unknown action' });
    return toConnection(await this.audit.list(first, after, filter ?? {}));
  }

  @Authorized(UserRole.ADMIN)
  @Query(() => [String], { description: 'the actions the audit log records' })
  auditActions(): string[] {
    return [...this.audit.actions];
  }

  @FieldResolver(() => String, { description: 'what changed, as JSON: field names, a filter, a role; never a secret' })
  details(@Root() event: AuditEvent): string {
    return JSON.stringify(event.details);
  }
}
