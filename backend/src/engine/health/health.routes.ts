import { Router } from 'express';
import type { HealthService } from './health.service';

/** `/healthz`: the process is up. `/readyz`: it can serve (for load balancers and Docker). */
export function healthRoutes(health: HealthService): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const readiness = await health.readiness();
    res.setHeader('Cache-Control', 'no-store');
    if (readiness.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'not ready', reason: readiness.reason });
  });
  return router;
}
