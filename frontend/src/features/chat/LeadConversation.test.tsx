import { act, screen } from '@testing-library/react';
import { LeadChatConversationsDocument } from '../../graphql/generated/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LeadConversation } from './LeadConversation';

const conversation = {
  __typename: 'ChatConversation' as const,
  id: 7,
  provider: 'builtin',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:01:00.000Z',
  messages: [
    {
      __typename: 'ChatConversationMessage' as const,
      role: 'user',
      content: 'How much is the audit?',
      at: '2026-11-20T10:00:00.000Z',
      provider: null,
    },
    {
      __typename: 'ChatConversationMessage' as const,
      role: 'assistant',
      content: 'The Content Marketing Audit is $499.',
      at: '2026-11-20T10:00:01.000Z',
      provider: 'builtin',
    },
  ],
};

describe('LeadConversation', () => {
  it("shows the transcript of the lead's chat", async () => {
    renderWithProviders(<LeadConversation leadId={3} />, {
      mocks: [
        {
          request: { query: LeadChatConversationsDocument, variables: { leadId: 3 } },
          result: { data: { leadChatConversations: [conversation] } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Chat assistant conversation' })).toBeInTheDocument();
    expect(screen.getByText('How much is the audit?')).toBeInTheDocument();
    expect(screen.getByText('The Content Marketing Audit is $499.')).toBeInTheDocument();
    expect(screen.getByText(/2 messages, answered by the built-in assistant/)).toBeInTheDocument();
  });

  it('shows nothing when the lead never used the chat', async () => {
    const { container } = renderWithProviders(<LeadConversation leadId={4} />, {
      mocks: [
        {
          request: { query: LeadChatConversationsDocument, variables: { leadId: 4 } },
          result: { data: { leadChatConversations: [] } },
        },
      ],
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container).toBeEmptyDOMElement();
  });
});
