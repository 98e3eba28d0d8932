import styled from 'styled-components';
import { useLeadChatConversationsQuery } from '../../graphql/generated/graphql';

export type LeadConversationProps = { leadId: number };

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Transcript = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-height: 480px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $isUser: boolean }>`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $isUser }) => ($isUser ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
};

/** What the lead asked the chat assistant before applying (nothing when they never used it). */
export function LeadConversation({ leadId }: LeadConversationProps) {
  const { data, error } = useLeadChatConversationsQuery({ variables: { leadId } });
  const conversations = data?.leadChatConversations ?? [];
  if (error || conversations.length === 0) return null;
  const messages = conversations.flatMap((conversation) => conversation.messages);
  return (
    <Panel aria-labelledby="lead-conversation-title">
      <h2 id="lead-conversation-title">Chat assistant conversation</h2>
      <Note>
        {messages.length} messages, answered by the{' '}
        {conversations[0].provider === 'openai' ? 'language model' : 'built-in assistant'}.
      </Note>
      <Transcript>
        {messages.map((message, index) => (
          <Line key={`${message.at}-${index}`} $isUser={message.role === 'user'}>
            <strong>
              {message.role === 'user' ? 'Visitor' : 'Assistant'} ·{' '}
              <time dateTime={message.at}>{formatTime(message.at)}</time>
            </strong>
            {message.content}
          </Line>
        ))}
      </Transcript>
    </Panel>
  );
}
