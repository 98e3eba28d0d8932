import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** The page a member the team holds to enrolment is kept on (ProtectedRoute, and this link). */
export const ENROLMENT_PATH = '/account/two-factor';
const ENROLMENT_REQUIRED = 'TWO_FACTOR_ENROLMENT_REQUIRED';

/** True when the server refused the operation because the team requires two-step sign-in first. */
function isEnrolmentRequired(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((entry) => entry.extensions?.code === ENROLMENT_REQUIRED);
  return ServerError.is(error) && error.bodyText.includes(ENROLMENT_REQUIRED);
}

/**
 * Past the team's grace period, a member without two-step sign-in can do nothing but enrol: any
 * refused operation takes the browser to the enrolment page (a full load, so nothing cached from
 * the refused page lingers).
 */
export function enrolmentRedirectLink(): ErrorLink {
  // a page's queries are refused together: the first refusal leaves, and a second assign would
  // cancel the navigation the first began
  let leaving = false;
  return new ErrorLink(({ error }) => {
    if (!leaving && isEnrolmentRequired(error) && window.location.pathname !== ENROLMENT_PATH) {
      leaving = true;
      window.location.assign(ENROLMENT_PATH);
    }
  });
}
