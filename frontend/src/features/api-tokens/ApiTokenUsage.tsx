import styled from 'styled-components';
import { curlExample } from './apiTokenDisplay';

const Steps = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding-left: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.92em;
    overflow-wrap: anywhere;
  }
`;

/*
 * The command wraps inside its box instead of running out of it: a wrapped part of a line is
 * indented under the line's start (a hanging indent), so each of the command's lines still reads
 * as one, trailing backslash included. Copying it gives the command as written.
 */
const Snippet = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.7;
`;

const Line = styled.span`
  display: block;
  padding-left: 4ch;
  text-indent: -4ch;
`;

export type ApiTokenUsageProps = {
  /** this site's address, e.g. https://agency.example */
  origin: string;
};

/** How a script sends a token: the header, what a read token may do, and a curl call to copy. */
export function ApiTokenUsage({ origin }: ApiTokenUsageProps) {
  return (
    <>
      <Steps>
        <li>
          Send it as <code>Authorization: Bearer amk_…</code> to <code>/graphql</code> or the <code>/api</code>{' '}
          endpoints. No cookie or CSRF header is needed.
        </li>
        <li>A read token runs queries only: a mutation is refused with 403.</li>
        <li>
          Try queries first in the <a href="/graphql">GraphQL explorer</a>.
        </li>
      </Steps>
      <Snippet role="figure" aria-label="Example: the five newest leads with curl">
        <code>
          {curlExample(origin)
            .split('\n')
            .map((line) => (
              <Line key={line}>{line}</Line>
            ))}
        </code>
      </Snippet>
    </>
  );
}
