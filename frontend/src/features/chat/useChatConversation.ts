import { nanoid } from 'nanoid';
import { useEffect, useRef, useState } from 'react';
import { getOrCreateVisitorId } from '../tracking';
import { loadConversation, saveConversation } from './chatStorage';
import { CHAT_WELCOME } from './chatTexts';
import type { ChatHistoryTurn, ChatMessage } from './chatTypes';
import { sendChatMessage } from './sendChatMessage';

/** The server only reads the latest turns; sending more would be wasted bytes. */
const HISTORY_SENT = 12;

const welcome = (): ChatMessage => ({
  id: nanoid(),
  content: CHAT_WELCOME,
  isUser: false,
  timestamp: new Date().toISOString(),
});

export type ChatConversation = {
  messages: ChatMessage[];
  waiting: boolean;
  /** sends the text unless it is blank or a reply is pending; resolves with the reply (null when nothing was sent) */
  send: (text: string) => Promise<ChatMessage | null>;
};

/** The visitor's conversation, kept in local storage under their visitor id so it survives reloads. */
export function useChatConversation(): ChatConversation {
  const [visitorId] = useState(getOrCreateVisitorId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(visitorId) ?? [welcome()]);
  const [waiting, setWaiting] = useState(false);
  // set at once, unlike `waiting`, so a second send in the same tick is refused
  const waitingRef = useRef(false);

  useEffect(() => saveConversation(visitorId, messages), [visitorId, messages]);

  const send = async (text: string): Promise<ChatMessage | null> => {
    const message = text.trim();
    if (message === '' || waitingRef.current) return null;
    const history: ChatHistoryTurn[] = messages
      .slice(-HISTORY_SENT)
      .map((m) => ({ content: m.content, role: m.isUser ? 'user' : 'assistant' }));
    const question: ChatMessage = {
      id: nanoid(),
      content: message,
      isUser: true,
      timestamp: new Date().toISOString(),
    };
    setMessages((current) => [...current, question]);
    waitingRef.current = true;
    setWaiting(true);
    const answer = await sendChatMessage(message, history, visitorId);
    const reply: ChatMessage = {
      id: nanoid(),
      content: answer.text,
      isUser: false,
      timestamp: new Date().toISOString(),
      ...(answer.audio ? { audio: answer.audio } : {}),
    };
    setMessages((current) => [...current, reply]);
    waitingRef.current = false;
    setWaiting(false);
    return reply;
  };

  return { messages, waiting, send };
}
