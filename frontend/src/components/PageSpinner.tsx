import styled from 'styled-components';
import { Spinner } from './Spinner';

export type PageSpinnerProps = {
  label?: string;
};

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space[6]}px;
`;

/** A spinner centred in the viewport: the fallback while a page's code or the signed-in user loads. */
export function PageSpinner({ label = 'Loading' }: PageSpinnerProps) {
  return (
    <Centre>
      <Spinner label={label} size="lg" />
    </Centre>
  );
}
