import type { ChatMessage } from './chatTypes';

/** Only the latest messages are kept in the browser: enough to pick the conversation up again. */
const MAX_STORED_MESSAGES = 60;

const chatStorageKey = (visitorId: string): string => `chatConversation:${visitorId}`;

function isChatMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    typeof m.content === 'string' &&
    typeof m.isUser === 'boolean' &&
    typeof m.timestamp === 'string' &&
    (m.audio === undefined || typeof m.audio === 'string')
  );
}

/** The visitor's saved conversation, or null when there is none (or storage is unavailable or corrupt). */
export function loadConversation(visitorId: string): ChatMessage[] | null {
  try {
    const raw = window.localStorage.getItem(chatStorageKey(visitorId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isChatMessage) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveConversation(visitorId: string, messages: readonly ChatMessage[]): void {
  try {
    window.localStorage.setItem(chatStorageKey(visitorId), JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // a full or blocked storage only costs the conversation after a reload
  }
}
