import express, { type RequestHandler } from 'express';
import { readFunnelEvent } from './funnel-event';
import type { FunnelService } from './funnel.service';

/** navigator.sendBeacon sends a Blob; a text/plain one needs no CORS preflight. */
const textBody = express.text({ type: 'text/plain', limit: '2kb' });

/** POST /api/funnel: public, answered with 204 and nothing else (no cookie). */
export function funnelEvent(funnel: FunnelService): RequestHandler[] {
  return [
    textBody,
    async (req, res) => {
      await funnel.count(readFunnelEvent(req.body));
      res.status(204).end();
    },
  ];
}
