import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

const ENROLMENT_PATH = '/account/two-factor';
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
  return new ErrorLink(({ error }) => {
    if (isEnrolmentRequired(error) && window.location.pathname !== ENROLMENT_PATH) {
      window.location.assign(ENROLMENT_PATH);
    }
  });
}
