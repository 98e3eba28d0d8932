import { Arg, Authorized, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../db/keyset-pagination';
import { NotFoundError } from '../../errors';
import { PageInfo, toConnection } from '../../graphql/connection';
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
}
