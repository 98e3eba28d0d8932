import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { IntegrationStatus } from './integrationStatus';
import { Switch } from '../../components/Switch';

export type IntegrationCardProps = {
  title: string;
  description: string;
  icon: ReactNode;
  enabled: boolean;
  status: IntegrationStatus;
  /** a save of the switch is in flight */
  busy: boolean;
  onToggle: (enabled: boolean) => void;
  /** the signed-in user may not change settings: the switch is disabled */
  readOnly?: boolean;
  children: ReactNode;
};

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'icon title toggle'
    'icon description description';
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;

  h2 {
    grid-area: title;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p {
    grid-area: description;
    max-width: 52ch;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-areas:
      'icon title toggle'
      'description description description';
    row-gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const Icon = styled.span`
  grid-area: icon;
  align-self: start;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};

  svg {
    width: 22px;
    height: 22px;
  }
`;

const Toggle = styled.div`
  grid-area: toggle;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Status = styled.p<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: fit-content;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.color.successSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $active }) => ($active ? theme.color.success : theme.color.inkSoft)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $active }) => ($active ? theme.color.success : theme.color.warning)};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** One tracking integration: its switch, its status and its fields. */
export function IntegrationCard({
  title,
  description,
  icon,
  enabled,
  status,
  busy,
  onToggle,
  readOnly = false,
  children,
}: IntegrationCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const statusId = `${id}-status`;
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <Icon aria-hidden="true">{icon}</Icon>
        <h2 id={titleId}>{title}</h2>
        <p>{description}</p>
        <Toggle>
          <span aria-hidden="true">{enabled ? 'On' : 'Off'}</span>
          <Switch
            checked={enabled}
            onChange={onToggle}
            labelledBy={titleId}
            describedBy={statusId}
            busy={busy}
            disabled={readOnly}
          />
        </Toggle>
      </Head>
      <Status id={statusId} $active={status.state === 'active'} aria-live="polite">
        Status: {status.text}
      </Status>
      <Fields>{children}</Fields>
    </Card>
  );
}
