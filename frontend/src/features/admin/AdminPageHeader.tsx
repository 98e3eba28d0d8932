import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AdminPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** buttons on the right of the title, below it on a phone */
  actions?: ReactNode;
  /** a small line above the title, e.g. a back link */
  before?: ReactNode;
};

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[6]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Text = styled.div`
  flex: 1 1 320px;
  min-width: 0;

  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    letter-spacing: -0.02em;

    @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }
  }

  p {
    margin-top: ${({ theme }) => theme.space[2]}px;
    max-width: 62ch;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Before = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export function AdminPageHeader({ title, description, actions, before }: AdminPageHeaderProps) {
  return (
    <Wrapper>
      <Text>
        {before && <Before>{before}</Before>}
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Wrapper>
  );
}
