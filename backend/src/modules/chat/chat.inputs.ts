import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { isJsonObject } from '../../engine/validation';
import { IsVisitorId } from '../../engine/http/visitor-id';
import type { ChatTurn } from './reply-provider';

export const MAX_MESSAGE_CHARS = 1000;
/** A longer history is refused outright: no widget sends that much. */
const MAX_HISTORY_ACCEPTED = 200;

const isChatTurn = (value: unknown): boolean =>
  isJsonObject(value) && typeof value.content === 'string' && (value.role === 'user' || value.role === 'assistant');

/**
 * The spec's chat request `{ message, history: [{ content, role }], visitorId? }`: a message of
 * visible text within the cap, a bounded history of well-formed turns, and an optional visitor id.
 */
export class ChatRequestInput {
  @IsString({ message: 'message must be a string' })
  @IsNotEmpty({ message: 'message must not be empty' })
  @MaxLength(MAX_MESSAGE_CHARS, { message: `message must be at most ${MAX_MESSAGE_CHARS} characters` })
  message: string;

  @IsOptional()
  @IsArray({ message: 'history must be a list of { content, role }' })
  @ArrayMaxSize(MAX_HISTORY_ACCEPTED, { message: `history must have at most ${MAX_HISTORY_ACCEPTED} entries` })
  @ValidateBy(
    { name: 'isChatTurn', validator: { validate: isChatTurn } },
    { each: true, message: 'each history entry must be { content: string, role: "user" | "assistant" }' },
  )
  history?: ChatTurn[] | null;

  @IsOptional()
  @IsVisitorId({ message: 'visitorId must be 8-64 letters, digits, _ or -' })
  visitorId?: string | null;
}
