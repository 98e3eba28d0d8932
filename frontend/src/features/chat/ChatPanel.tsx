import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  Bubble,
  Form,
  Header,
  HeaderButton,
  Input,
  MessageList,
  Panel,
  PlayButton,
  SendButton,
  Title,
  Typing,
} from './chatStyles';
import { AUTOPLAY_DELAY_MS, CHAT_PLACEHOLDER, CHAT_TITLE } from './chatTexts';
import { MessageText } from './MessageText';
import { useChatAudio } from './useChatAudio';
import { useChatConversation } from './useChatConversation';

export type ChatPanelProps = {
  open: boolean;
  minimized: boolean;
  onToggleMinimized: () => void;
  onClose: () => void;
  onAudioPlayingChange: (playing: boolean) => void;
};

export const CHAT_PANEL_ID = 'chat-assistant-panel';

function SendIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M22 2 11 13" />
      <path d="M22 2 15 22l-4-9-9-4 20-7Z" />
    </svg>
  );
}

/**
 * The assistant's panel: the conversation, a typing indicator while a reply is pending, and the
 * message box. Stays mounted while closed, so a reply's audio can finish and nothing is lost.
 */
export function ChatPanel({ open, minimized, onToggleMinimized, onClose, onAudioPlayingChange }: ChatPanelProps) {
  const { messages, waiting, send } = useChatConversation();
  const audio = useChatAudio(onAudioPlayingChange);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const minimizeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const inputId = useId();

  // focus moves into the panel when it opens or is restored
  useEffect(() => {
    if (!open) return;
    if (minimized) minimizeRef.current?.focus();
    else inputRef.current?.focus();
  }, [open, minimized]);

  // after a reply the box is enabled again and keeps the focus
  useEffect(() => {
    if (open && !minimized && !waiting) inputRef.current?.focus();
  }, [waiting, open, minimized]);

  // the newest message comes into view: the end of the conversation, except that a new answer
  // longer than the panel is shown from its first line (the reader starts there)
  const lastMessage = messages.at(-1);
  const readFromId = lastMessage && !lastMessage.isUser && !waiting ? lastMessage.id : null;
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const answer =
      readFromId === null
        ? undefined
        : Array.from(list.children).find(
            (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.messageId === readFromId,
          );
    if (!answer) {
      list.scrollTop = list.scrollHeight;
      return;
    }
    const answerTop = answer.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    // the browser stops at the end, so a short answer still leaves the list scrolled to the bottom
    list.scrollTop = answerTop - parseFloat(getComputedStyle(list).paddingTop || '0');
  }, [messages, waiting, open, minimized, readFromId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || waiting) return;
    setDraft('');
    const reply = await send(draft);
    if (reply?.audio) {
      const url = reply.audio;
      window.setTimeout(() => audio.play(reply.id, url), AUTOPLAY_DELAY_MS);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Panel
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      $minimized={minimized}
      onKeyDown={onKeyDown}
    >
      <Header>
        <Title id={titleId}>{CHAT_TITLE}</Title>
        <HeaderButton
          ref={minimizeRef}
          type="button"
          onClick={onToggleMinimized}
          aria-label={minimized ? 'Restore chat' : 'Minimise chat'}
          aria-expanded={!minimized}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            {minimized ? <rect x="5" y="5" width="14" height="14" rx="2" /> : <path d="M5 12h14" />}
          </svg>
        </HeaderButton>
        <HeaderButton type="button" onClick={onClose} aria-label="Close chat">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </HeaderButton>
      </Header>
      {!minimized && (
        <>
          <MessageList
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label="Conversation"
            tabIndex={0}
          >
            {messages.map((message) => (
              <Bubble
                key={message.id}
                data-message-id={message.id}
                $isUser={message.isUser}
                data-testid={message.isUser ? 'chat-user-message' : 'chat-assistant-message'}
              >
                <VisuallyHidden>{message.isUser ? 'You: ' : 'Assistant: '}</VisuallyHidden>
                <MessageText text={message.content} />
                {message.audio && (
                  <div>
                    <PlayButton
                      type="button"
                      onClick={() =>
                        audio.playingId === message.id ? audio.stop() : audio.play(message.id, message.audio!)
                      }
                      aria-pressed={audio.playingId === message.id}
                    >
                      <span aria-hidden="true">{audio.playingId === message.id ? '■' : '▶'}</span>
                      {audio.playingId === message.id ? 'Stop audio' : 'Play audio'}
                    </PlayButton>
                  </div>
                )}
              </Bubble>
            ))}
            {waiting && (
              <Typing data-testid="chat-typing">
                <span data-dot="" aria-hidden="true" />
                <span data-dot="" aria-hidden="true" />
                <span data-dot="" aria-hidden="true" />
                <VisuallyHidden>The assistant is typing</VisuallyHidden>
              </Typing>
            )}
          </MessageList>
          <Form onSubmit={(event) => void submit(event)}>
            <VisuallyHidden as="label" htmlFor={inputId}>
              Your message
            </VisuallyHidden>
            <Input
              ref={inputRef}
              id={inputId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={CHAT_PLACEHOLDER}
              disabled={waiting}
              maxLength={1000}
              autoComplete="off"
            />
            <SendButton type="submit" disabled={waiting} aria-label="Send message">
              <SendIcon />
            </SendButton>
          </Form>
        </>
      )}
    </Panel>
  );
}
