import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actAndSettle } from '../../test/actAndSettle';
import { ChatWidget } from './ChatWidget';
import { CHAT_ERROR_REPLY, CHAT_RATE_LIMITED_REPLY, CHAT_WELCOME } from './chatTexts';
import { jsonResponse } from '../../test/jsonResponse';

type Pending = { resolve(response: Response): void };

let pending: Pending[] = [];
let requests: { url: string; body: Record<string, unknown> }[] = [];
let unmountCurrent: () => void = () => undefined;
const RealAudio = globalThis.Audio;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('visitorId', 'V1StGXR8_Z5jdHi6B-myT');
  pending = [];
  requests = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>,
    });
    return new Promise<Response>((resolve) => pending.push({ resolve }));
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  // a test may swap in a fake Audio class: the next one gets jsdom's again
  Object.assign(globalThis, { Audio: RealAudio });
});

async function openWidget(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  const view = render(<ChatWidget />);
  unmountCurrent = view.unmount;
  await user.click(screen.getByRole('button', { name: 'Open AI Marketing Assistant' }));
  await screen.findByRole('dialog', { name: 'AI Marketing Assistant' });
  return user;
}

async function answer(status: number, body: unknown) {
  await actAndSettle(() => pending.shift()!.resolve(jsonResponse(status, body)));
}

describe('ChatWidget', () => {
  it('opens the panel with the first message and focuses the message box', async () => {
    await openWidget();
    expect(screen.getByText(CHAT_WELCOME)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toHaveFocus();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  it('sends the message with the history and visitor id, disables the box while waiting, shows the reply', async () => {
    const user = await openWidget();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'How much is the audit?{Enter}');
    expect(screen.getByText('How much is the audit?')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      url: '/api/elevenlabs/chat-with-voice',
      body: {
        message: 'How much is the audit?',
        history: [{ content: CHAT_WELCOME, role: 'assistant' }],
        visitorId: 'V1StGXR8_Z5jdHi6B-myT',
      },
    });
    await answer(200, { response: 'The Content Marketing Audit is $499.' });
    expect(screen.getByText('The Content Marketing Audit is $499.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toBeEnabled();
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
  });

  it('does not send a whitespace-only message', async () => {
    const user = await openWidget();
    await user.type(screen.getByPlaceholderText('Type your message...'), '    ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(requests).toHaveLength(0);
    expect(screen.getAllByTestId(/chat-(user|assistant)-message/)).toHaveLength(1);
  });

  it("shows the spec's error replies", async () => {
    const user = await openWidget();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'hello{Enter}');
    await answer(500, { error: 'boom' });
    expect(screen.getByText(CHAT_ERROR_REPLY)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'hello again{Enter}');
    await answer(200, {});
    expect(screen.getByText("I'm sorry, I couldn't process your request. Please try again.")).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'and again{Enter}');
    await answer(429, { success: false, error: 'too quickly' });
    expect(screen.getByText(CHAT_RATE_LIMITED_REPLY)).toBeInTheDocument();
  });

  it('minimises and restores, and opening again always shows it expanded', async () => {
    const user = await openWidget();
    await user.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByPlaceholderText('Type your message...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore chat' }));
    expect(screen.getByPlaceholderText('Type your message...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Minimise chat' }));
    await user.click(screen.getByRole('button', { name: 'Close AI Marketing Assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open AI Marketing Assistant' }));
    expect(screen.getByPlaceholderText('Type your message...')).toBeInTheDocument();
  });

  it('closes on Escape and returns the focus to the round button', async () => {
    const user = await openWidget();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open AI Marketing Assistant' })).toHaveFocus();
  });

  it('keeps the conversation for the visitor across a reload', async () => {
    const user = await openWidget();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'Do you do SEO?{Enter}');
    await answer(200, { response: 'We focus on paid media and funnels.' });
    await waitFor(() =>
      expect(window.localStorage.getItem('chatConversation:V1StGXR8_Z5jdHi6B-myT')).toContain('paid media'),
    );

    unmountCurrent();
    await openWidget();
    expect(screen.getByText('Do you do SEO?')).toBeInTheDocument();
    expect(screen.getByText('We focus on paid media and funnels.')).toBeInTheDocument();
  });

  it('offers a play button on replies with audio and auto-plays it after 500 ms', async () => {
    const play = jest.fn(() => Promise.resolve());
    const pause = jest.fn();
    const created: string[] = [];
    class FakeAudio extends EventTarget {
      constructor(readonly src: string) {
        super();
        created.push(src);
      }
      play = play;
      pause = pause;
    }
    Object.assign(globalThis, { Audio: FakeAudio });
    const user = await openWidget();
    await user.type(screen.getByPlaceholderText('Type your message...'), 'hi{Enter}');
    await answer(200, { response: 'Hello there.', audioUrl: '/api/chat/audio/abc' });
    expect(screen.getByRole('button', { name: /Play audio/ })).toBeInTheDocument();
    await waitFor(() => expect(created).toEqual(['/api/chat/audio/abc']));
    expect(play).toHaveBeenCalled();
    expect(await screen.findByTestId('chat-audio-playing')).toBeInTheDocument();
  });

  it('waits exactly 500 ms after a reply with audio arrives before playing it', async () => {
    jest.useFakeTimers();
    const play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const user = await openWidget({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByPlaceholderText('Type your message...'), 'hi{Enter}');
    await answer(200, { response: 'Hello there.', audioUrl: '/api/chat/audio/abc' });
    expect(screen.getByText('Hello there.')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(499));
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chat-audio-playing')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/\/api\/chat\/audio\/abc$/);
    expect(screen.getByTestId('chat-audio-playing')).toBeInTheDocument();
  });

  it('does not play anything after a reply without audio', async () => {
    jest.useFakeTimers();
    const play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const user = await openWidget({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByPlaceholderText('Type your message...'), 'hi{Enter}');
    await answer(200, { response: 'Hello there.' });
    act(() => jest.advanceTimersByTime(5_000));
    expect(play).not.toHaveBeenCalled();
  });
});
