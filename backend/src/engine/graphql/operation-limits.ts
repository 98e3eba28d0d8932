import type {
  ApolloServerPlugin,
  GraphQLRequestContextDidResolveOperation,
  GraphQLRequestListener,
} from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../db/keyset-pagination';
import type { GraphQLContext } from './context';

/** Deepest selection an operation may have (introspection aside); the app's own deepest is 3. */
export const MAX_DEPTH = 6;
/**
 * Most a single operation may cost: one point a field, a list field's selection counted once per
 * item asked for (`first`). The back office's heaviest, the spam view's page of 200 leads, costs
 * 5,001 with the `__typename` Apollo Client adds to each object (it cost about 2,000 when this limit
 * was set; each field a lead's row shows adds 200).
 */
export const MAX_COST = 10_000;
/** a list field without `first` is costed as this many items */
const DEFAULT_LIST_SIZE = 20;

// its published types answer `any`; it is a validation rule
export const depthLimitRule = depthLimit(MAX_DEPTH) as ValidationRule;

/** A field with `first` multiplies its selection's cost by it; others cost one plus their selection. */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity, field }) => {
  const first: unknown = args.first;
  const listLike = typeof first === 'number' || /Connection$|Page$/.test(String(field.type));
  if (!listLike) return undefined;
  // a larger or non-positive `first` is refused by the list's own page-size rule, with its own message
  const size = typeof first === 'number' && first > 0 ? Math.min(first, MAX_PAGE_SIZE) : DEFAULT_LIST_SIZE;
  return 1 + size * Math.max(childComplexity, 1);
};

function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** most costs kept per document: a search's variables differ on every request */
const COSTS_PER_DOCUMENT = 100;
const costs = new WeakMap<DocumentNode, Map<string, number | null>>();

/**
 * What an operation costs; null when its variables have the wrong type (execution refuses them
 * with its own 400). Kept per parsed document (Apollo hands the same object for the same query
 * text) and variables: the back office repeats a handful of queries, and costing one walked all of
 * it again each time (a third of a millisecond for the lead list).
 */
function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number | null {
  let known = costs.get(document);
  if (!known) costs.set(document, (known = new Map<string, number | null>()));
  const key = JSON.stringify([operationName ?? null, variables]);
  const kept = known.get(key);
  if (kept !== undefined) return kept;
  let cost: number | null;
  try {
    cost = getComplexity({
      schema,
      query: document,
      operationName,
      variables,
      estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch {
    cost = null;
  }
  if (known.size >= COSTS_PER_DOCUMENT) known.clear();
  known.set(key, cost);
  return cost;
}

/** Throws when the operation costs too much, or asks for introspection it may not have. */
function refuseBeyondLimits(
  { document, request, schema, contextValue }: GraphQLRequestContextDidResolveOperation<GraphQLContext>,
  production: boolean,
): void {
  if (production && contextValue.user === null && asksForIntrospection(document)) {
    throw new GraphQLError('Introspection is only available to a signed-in user.', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  const cost = operationCost(schema, document, request.operationName ?? undefined, request.variables ?? {});
  if (cost !== null && cost > MAX_COST) {
    throw new GraphQLError(
      `This query is too costly (${cost} points; the limit is ${MAX_COST}). Ask for fewer items or fields.`,
      { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: MAX_COST, http: { status: 400 } } },
    );
  }
}

/**
 * Rejects, before anything runs, an operation that costs more than MAX_COST and, in production,
 * introspection from anyone not signed in (the explorer's schema is the team's, not the
 * public's). The depth limit is a validation rule (depthLimitRule).
 */
export function operationLimitsPlugin(options: { production: boolean }): ApolloServerPlugin<GraphQLContext> {
  const listener: GraphQLRequestListener<GraphQLContext> = {
    didResolveOperation: (requestContext) =>
      new Promise<void>((resolve) => {
        refuseBeyondLimits(requestContext, options.production);
        resolve();
      }),
  };
  return { requestDidStart: () => Promise.resolve(listener) };
}
