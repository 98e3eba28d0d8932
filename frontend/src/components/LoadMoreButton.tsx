import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

export type LoadMoreButtonProps = {
  /** the button's text, e.g. "Load more emails" */
  label: string;
  /** fetches the next page; a failure is logged and the button offered again */
  onLoadMore: () => Promise<unknown>;
};

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/** The "next page" button under a paged list: it waits while the page loads. */
export function LoadMoreButton({ label, onLoadMore }: LoadMoreButtonProps) {
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      await onLoadMore();
    } catch (error) {
      console.error(`${label} failed`, error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Row>
      <Button variant="secondary" onClick={() => void load()} disabled={loading} aria-busy={loading || undefined}>
        {loading ? 'Loading...' : label}
      </Button>
    </Row>
  );
}
