import { Arg, Authorized, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../../errors';
import { PageInfo } from '../leads/lead-list.types';
import { MAX_PAGE_SIZE } from '../leads/lead-query';
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

@Resolver(() => Order)
export class OrdersResolver {
  constructor(private readonly payments: PaymentsService) {}

  @Authorized()
  @Query(() => OrderConnection, { description: `checkout orders, newest first; at most ${MAX_PAGE_SIZE} a page` })
  async orders(
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<OrderConnection> {
    const page = await this.payments.listOrders({ first, after });
    return {
      nodes: page.nodes,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
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
}
