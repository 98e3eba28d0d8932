import { Arg, Authorized, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../engine/db/keyset-pagination';
import { NotFoundError } from '../../engine/errors';
import { PageInfo, toConnection } from '../../engine/graphql/connection';
import type { GraphQLContext } from '../../engine/graphql/context';
import { requestBatch } from '../../engine/graphql/request-batch';
import { Order } from './order.entity';
import type { PaymentsService } from './payments.service';

@ObjectType()
export class OrderConnection {
  @Field(() => [Order])
  nodes: Order[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'all orders, across pages' })
  totalCount: number;
}

/**
 * Finds the lead (not spam, the newest of several) of each email address, compared in lower case,
 * in one query: the leads module's service. Payments stand below leads, so they name only this.
 */
export type CustomerLeads = { leadIdsByEmail(emails: readonly string[]): Promise<Map<string, number>> };

@Resolver(() => Order)
export class OrdersResolver {
  /** the lead ids of a request's orders' emails, looked up in one query for all the orders it lists */
  private readonly leadIdByEmail: (request: object, email: string) => Promise<number | undefined>;

  constructor(
    private readonly payments: PaymentsService,
    leads: CustomerLeads,
  ) {
    this.leadIdByEmail = requestBatch((emails: readonly string[]) => leads.leadIdsByEmail(emails));
  }

  @Authorized()
  @Query(() => OrderConnection, { description: `checkout orders, newest first; at most ${MAX_PAGE_SIZE} a page` })
  async orders(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<OrderConnection> {
    return toConnection(await this.payments.listOrders({ first, after }));
  }

  @Authorized()
  @Query(() => Order, { nullable: true, description: 'null when no order has this id' })
  async order(@Arg('id', () => Int) id: number): Promise<Order | null> {
    try {
      return await this.payments.getOrder(id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "the lead (not spam; the newest of several) with the buyer's email, in any capitals; null when none",
  })
  async customerLeadId(@Root() order: Order, @Ctx() context: GraphQLContext): Promise<number | null> {
    if (!order.customerEmail) return null;
    return (await this.leadIdByEmail(context, order.customerEmail.trim().toLowerCase())) ?? null;
  }
}
