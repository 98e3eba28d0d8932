import { useContext, type ReactNode } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { sharedApolloClient } from '../sharedApolloClient';

export type SharedApolloProviderProps = {
  children: ReactNode;
};

/**
 * Gives lazily loaded GraphQL screens the shared client. Inside an existing provider (a test's
 * MockedProvider) that provider's client is kept, so mocked responses still apply.
 */
export function SharedApolloProvider({ children }: SharedApolloProviderProps) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return <>{children}</>;
  return <ApolloProvider client={sharedApolloClient}>{children}</ApolloProvider>;
}
