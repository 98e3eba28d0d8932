import styled from 'styled-components';
import { media } from '../../theme/theme';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { BRAND_NAME } from '../logo';
import { BookingLink } from '../../components/BookingLink';
import { Icon } from '../../components/Icon';

type MockMessage = { from: 'visitor' | 'assistant'; text: string };

const MESSAGES: readonly MockMessage[] = [
  { from: 'visitor', text: 'Our cost per lead doubled this year. Where do we even start?' },
  {
    from: 'assistant',
    text: 'I reviewed 90 days of your Meta and Google data: 62% of spend reaches people who never convert past the first click.',
  },
  {
    from: 'assistant',
    text: 'Moving that budget into a warm retargeting sequence projects a 41% lower CAC within 60 days.',
  },
];

/** A static illustration of the AI strategist at work; its one action is booking the real call. */
export function HeroChatCard() {
  return (
    <Card aria-label="Example conversation with our AI strategist">
      <CardHeader>
        <Avatar>
          <Icon name="bot" size={22} />
        </Avatar>
        <div>
          <AgentName>{BRAND_NAME} Strategist</AgentName>
          <Status>
            <StatusDot aria-hidden="true" />
            Online, replies instantly
          </Status>
        </div>
      </CardHeader>

      <Messages>
        {MESSAGES.map((message) => (
          <Bubble key={message.text} $from={message.from}>
            <VisuallyHidden>{message.from === 'visitor' ? 'Visitor: ' : 'AI strategist: '}</VisuallyHidden>
            {message.text}
          </Bubble>
        ))}
      </Messages>

      <Forecast>
        <ForecastItem>
          <ForecastLabel>projected CAC</ForecastLabel>
          <ForecastValue>−41%</ForecastValue>
        </ForecastItem>
        <ForecastItem>
          <ForecastLabel>projected ROI</ForecastLabel>
          <ForecastValue>+38%</ForecastValue>
        </ForecastItem>
        <ForecastItem>
          <ForecastLabel>to results</ForecastLabel>
          <ForecastValue>60 days</ForecastValue>
        </ForecastItem>
      </Forecast>

      <CardCta variant="primary" size="lg">
        <Icon name="calendar" size={18} />
        Book your free strategy call
      </CardCta>
    </Card>
  );
}

const Card = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  width: 100%;
  max-width: 460px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.darkSurface};
  box-shadow: ${({ theme }) => theme.shadow.floating};
  color: ${({ theme }) => theme.color.onDark};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px;
  }
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-bottom: ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
`;

const AgentName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const StatusDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentOnDark};
`;

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Bubble = styled.p<{ $from: MockMessage['from'] }>`
  max-width: 88%;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.5;
  align-self: ${({ $from }) => ($from === 'visitor' ? 'flex-end' : 'flex-start')};
  background: ${({ theme, $from }) => ($from === 'visitor' ? theme.color.accent : theme.color.fillOnDark)};
  color: ${({ theme, $from }) => ($from === 'visitor' ? theme.color.surface : theme.color.onDark)};
  border-bottom-right-radius: ${({ theme, $from }) => ($from === 'visitor' ? theme.radius.sm : theme.radius.lg)};
  border-bottom-left-radius: ${({ theme, $from }) => ($from === 'visitor' ? theme.radius.lg : theme.radius.sm)};
`;

const Forecast = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
`;

const ForecastItem = styled.div`
  display: flex;
  /* the label comes first for screen readers (dt before dd) but the figure leads visually */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentOnDarkSoft};
  text-align: center;
`;

const ForecastValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  color: ${({ theme }) => theme.color.onDark};
  white-space: nowrap;
`;

const ForecastLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const CardCta = styled(BookingLink)`
  width: 100%;
`;
