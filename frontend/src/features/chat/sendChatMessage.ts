import { ApiError, apiRequest } from '../../api/request';
import { CHAT_EMPTY_REPLY, CHAT_ERROR_REPLY, CHAT_RATE_LIMITED_REPLY } from './chatTexts';
import type { ChatHistoryTurn, ChatReply } from './chatTypes';

const CHAT_ENDPOINT = '/api/elevenlabs/chat-with-voice';

export type ChatAnswer = { text: string; audio?: string };

/**
 * Asks the assistant. Never throws: a failed call becomes the spec's error reply (section 8), and
 * a 429 says the visitor should wait.
 */
export async function sendChatMessage(
  message: string,
  history: ChatHistoryTurn[],
  visitorId: string,
): Promise<ChatAnswer> {
  try {
    const response = await apiRequest('POST', CHAT_ENDPOINT, { message, history, visitorId });
    const body = (await response.json()) as ChatReply;
    if (typeof body.response !== 'string' || body.response.trim() === '') return { text: CHAT_EMPTY_REPLY };
    return typeof body.audioUrl === 'string' && body.audioUrl.startsWith('/')
      ? { text: body.response, audio: body.audioUrl }
      : { text: body.response };
  } catch (error) {
    const rateLimited = error instanceof ApiError && error.status === 429;
    console.warn('chat request failed', error);
    return { text: rateLimited ? CHAT_RATE_LIMITED_REPLY : CHAT_ERROR_REPLY };
  }
}
