import { createApolloClient } from './apollo';

/**
 * The page's one Apollo Client (and so one normalised cache). Import it only through a dynamic
 * import chain: the landing page never needs GraphQL before the visitor reaches the contact form,
 * so Apollo stays out of its initial JavaScript. The contact form and the admin area share it.
 */
export const sharedApolloClient = createApolloClient();
