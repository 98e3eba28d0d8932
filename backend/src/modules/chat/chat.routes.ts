import { Router } from 'express';
import { RestInput } from '../../engine/http/rest-input';
import { ChatRequestInput } from './chat.inputs';
import { rememberChatVisitor } from './chat-visitor';
import type { ChatService } from './chat.service';

const chatAudioPath = (id: string): string => `/api/chat/audio/${id}`;

const chatInput = new RestInput(ChatRequestInput, { message: 'message', history: 'history', visitorId: 'visitorId' });

/** The spec's chat call, and the spoken replies it links to, served from our own origin. */
export function chatRoutes(chat: ChatService): Router {
  const router = Router();

  router.post('/api/elevenlabs/chat-with-voice', async (req, res) => {
    const answer = await chat.chat(await chatInput.read(req.body));
    if (answer.visitorId) rememberChatVisitor(req, res, answer.visitorId);
    res.set('Cache-Control', 'no-store');
    res.json({ response: answer.response, ...(answer.audioId ? { audioUrl: chatAudioPath(answer.audioId) } : {}) });
  });

  router.get('/api/chat/audio/:id', async (req, res) => {
    const audio = await chat.audio(String(req.params.id));
    if (!audio) {
      res.status(404).json({ success: false, error: 'Audio not found or expired' });
      return;
    }
    const maxAge = Math.max(0, Math.floor((audio.expiresAt.getTime() - Date.now()) / 1000));
    res.set({
      'Content-Type': audio.contentType,
      'Content-Length': String(audio.data.length),
      'Cache-Control': `private, max-age=${maxAge}`,
      Expires: audio.expiresAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(audio.data);
  });

  return router;
}
