import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type SelectionSetNode } from 'graphql';
import { mustEnrolFirst } from '../http/two-factor-enrolment';
import type { GraphQLContext } from './context';

/** The root fields an operation selects; null when it selects through a named fragment (not allowed). */
function rootFields(selectionSet: SelectionSetNode): string[] | null {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = rootFields(selection.selectionSet);
      if (!inner) return null;
      names.push(...inner);
    } else return null;
  }
  return names;
}

/**
 * A session that must enrol in two-step sign-in first (http/two-factor-enrolment.ts) keeps its user
 * only for operations whose root fields are all in `allowedFields`. Any other operation runs as a
 * visitor's: what is public answers as to anyone, and a field for the signed-in is refused with
 * 403 and extensions.code TWO_FACTOR_ENROLMENT_REQUIRED (auth-checker.ts).
 */
export function enrolmentGatePlugin(
  now: () => Date,
  allowedFields: readonly string[],
): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation({ contextValue, operation }) {
          if (!operation || !mustEnrolFirst(contextValue.req, now().getTime())) return Promise.resolve();
          const fields = rootFields(operation.selectionSet);
          if (!fields?.every((field) => field === '__typename' || allowedFields.includes(field))) {
            contextValue.user = null;
            contextValue.req.enrolmentRequired = true;
          }
          return Promise.resolve();
        },
      }),
  };
}
