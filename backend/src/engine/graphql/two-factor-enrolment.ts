import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { ENROLMENT_REQUIRED_CODE, ENROLMENT_REQUIRED_MESSAGE, mustEnrolFirst } from '../http/two-factor-enrolment';
import type { GraphQLContext } from './context';

/** The root fields an operation selects; null when it selects through a named fragment (refused). */
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
 * A session that must enrol in two-step sign-in first (http/two-factor-enrolment.ts) may run only
 * operations whose root fields are all in `allowedFields`; anything else is refused before it runs
 * (403, extensions.code TWO_FACTOR_ENROLMENT_REQUIRED).
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
          if (fields && fields.every((field) => field === '__typename' || allowedFields.includes(field))) {
            return Promise.resolve();
          }
          return Promise.reject(
            new GraphQLError(ENROLMENT_REQUIRED_MESSAGE, {
              extensions: { code: ENROLMENT_REQUIRED_CODE, http: { status: 403 } },
            }),
          );
        },
      }),
  };
}
