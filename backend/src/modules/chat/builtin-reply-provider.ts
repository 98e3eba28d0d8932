import { INTENTS, MATCH_THRESHOLD, unknownAnswer, type AnswerContext, type Intent } from './assistant-intents';
import { containsPhrase, words } from './fuzzy-match';
import type { Reply, ReplyProvider, ReplyRequest } from './reply-provider';

export type IntentMatch = { intent: Intent; score: number };

/** Ties go to the intent listed first. */
function highest(matches: IntentMatch[]): IntentMatch | null {
  return matches.reduce<IntentMatch | null>((best, m) => (best === null || m.score > best.score ? m : best), null);
}

/** The best-scoring intent for a message, or null when nothing scores above the threshold. */
export function matchIntent(message: string): IntentMatch | null {
  const messageWords = words(message);
  const matches: IntentMatch[] = [];
  for (const intent of INTENTS) {
    let score = 0;
    for (const [phrase, weight] of Object.entries(intent.keywords)) {
      if (containsPhrase(messageWords, phrase)) score += weight;
    }
    if (score >= MATCH_THRESHOLD) matches.push({ intent, score });
  }
  const best = highest(matches);
  if (best?.intent.yieldsTo) {
    const specific = highest(matches.filter((m) => best.intent.yieldsTo!.includes(m.intent.id)));
    if (specific) return specific;
  }
  return best;
}

/**
 * The assistant that needs no configuration: it recognises what the visitor asks and answers from
 * the agency's own content, and says so honestly when it does not know.
 */
export class BuiltInReplyProvider implements ReplyProvider {
  readonly name = 'builtin' as const;

  constructor(private readonly context: AnswerContext) {}

  answer(message: string): string {
    const match = matchIntent(message);
    return match ? match.intent.answer(this.context) : unknownAnswer(this.context);
  }

  reply({ message }: ReplyRequest): Promise<Reply> {
    return Promise.resolve({ text: this.answer(message), provider: this.name });
  }
}
