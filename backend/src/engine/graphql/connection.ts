import { Field, ObjectType } from 'type-graphql';
import type { Page } from '../db/keyset-pagination';

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

/** A service's page in the shape of a GraphQL connection. */
export function toConnection<T>({ nodes, totalCount, hasNextPage, endCursor }: Page<T>) {
  return { nodes, totalCount, pageInfo: { hasNextPage, endCursor } };
}
