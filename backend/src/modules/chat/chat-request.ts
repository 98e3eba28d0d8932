import { InvalidInputError } from '../../errors';
import type { ChatTurn } from './reply-provider';

export const MAX_MESSAGE_CHARS = 1000;
/** Only the latest turns go to a provider: enough context, bounded cost. */
export const MAX_HISTORY_TURNS = 12;
/** A longer history is refused outright: no widget sends that much. */
export const MAX_HISTORY_ACCEPTED = 200;
export const MAX_TURN_CHARS = 2000;

export type ChatRequest = {
  message: string;
  history: ChatTurn[];
  visitorId: string | null;
};

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const isChatVisitorId = (value: unknown): value is string => typeof value === 'string' && VISITOR_ID.test(value);

/**
 * Parses the untrusted body `{ message, history: [{ content, role }], visitorId? }`: a message of
 * visible text within the cap, a history of well-formed turns (trimmed to the latest few, each
 * clipped), and an optional visitor id in nanoid's alphabet.
 */
export function parseChatRequest(body: unknown): ChatRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidInputError({}, 'Expected a JSON object');
  const source = body as Record<string, unknown>;

  if (typeof source.message !== 'string') throw new InvalidInputError({ message: 'message must be a string' });
  const message = source.message.trim();
  if (message === '') throw new InvalidInputError({ message: 'message must not be empty' });
  if (message.length > MAX_MESSAGE_CHARS)
    throw new InvalidInputError({ message: `message must be at most ${MAX_MESSAGE_CHARS} characters` });

  const rawHistory = source.history ?? [];
  if (!Array.isArray(rawHistory))
    throw new InvalidInputError({ history: 'history must be a list of { content, role }' });
  if (rawHistory.length > MAX_HISTORY_ACCEPTED)
    throw new InvalidInputError({ history: `history must have at most ${MAX_HISTORY_ACCEPTED} entries` });
  const history: ChatTurn[] = [];
  for (const entry of rawHistory) {
    const turn = entry as Record<string, unknown> | null;
    if (
      typeof turn !== 'object' ||
      turn === null ||
      typeof turn.content !== 'string' ||
      (turn.role !== 'user' && turn.role !== 'assistant')
    ) {
      throw new InvalidInputError({
        history: 'each history entry must be { content: string, role: "user" | "assistant" }',
      });
    }
    const content = turn.content.trim().slice(0, MAX_TURN_CHARS);
    if (content !== '') history.push({ role: turn.role, content });
  }

  let visitorId: string | null = null;
  if (source.visitorId !== undefined && source.visitorId !== null) {
    if (!isChatVisitorId(source.visitorId)) {
      throw new InvalidInputError({ visitorId: 'visitorId must be 8-64 letters, digits, _ or -' });
    }
    visitorId = source.visitorId;
  }

  return { message, history: history.slice(-MAX_HISTORY_TURNS), visitorId };
}
