/** The widget's fixed texts (spec sections 2 and 8). */
export const CHAT_TITLE = 'AI Marketing Assistant';
export const CHAT_PLACEHOLDER = 'Type your message...';
export const CHAT_WELCOME = "Hello! I'm your AI marketing assistant. How can I help you today?";
export const CHAT_ERROR_REPLY = "I'm sorry, there was an error processing your request. Please try again later.";
export const CHAT_EMPTY_REPLY = "I'm sorry, I couldn't process your request. Please try again.";
/** The server's 429: says what happened and what to do, rather than the generic error. */
export const CHAT_RATE_LIMITED_REPLY =
  "You're sending messages faster than I can answer. Please wait a minute and try again.";
/** Spec section 9: a reply's audio starts this long after it arrives. */
export const AUTOPLAY_DELAY_MS = 500;
