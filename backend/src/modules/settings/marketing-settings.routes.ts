import { Router } from 'express';
import { InvalidInputError } from '../../errors';
import { pathId, requireSignedIn } from '../../http/errors';
import type { MarketingSettings, PublicMarketingSettings } from './marketing-settings.type';
import type { MarketingSettingsService } from './marketing-settings.service';

function toRestPublic(s: PublicMarketingSettings) {
  return {
    ga_enabled: s.gaEnabled,
    ga_measurement_id: s.gaMeasurementId,
    fb_capi_enabled: s.fbCapiEnabled,
    fb_pixel_id: s.fbPixelId,
  };
}

/** The admin's record: the access token only masked, plus whether one is set. */
function toRestAdmin(s: MarketingSettings) {
  return {
    id: s.id,
    ...toRestPublic(s),
    fb_access_token: s.fbAccessTokenMasked,
    fb_access_token_set: s.fbAccessTokenSet,
  };
}

const PATCH_KEYS: Record<string, string> = {
  ga_enabled: 'gaEnabled',
  ga_measurement_id: 'gaMeasurementId',
  fb_capi_enabled: 'fbCapiEnabled',
  fb_pixel_id: 'fbPixelId',
  fb_access_token: 'fbAccessToken',
};

function fromRestPatch(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidInputError({}, 'Expected a JSON object');
  const source = body as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(PATCH_KEYS)
      .filter(([rest]) => Object.prototype.hasOwnProperty.call(source, rest))
      .map(([rest, camel]) => [camel, source[rest]]),
  );
}

export function marketingSettingsRoutes(settings: MarketingSettingsService): Router {
  const router = Router();

  /** Anyone reads the four public fields; a signed-in admin reads the whole record. */
  router.get('/api/marketing-settings', async (req, res) => {
    const data =
      req.session?.userId !== undefined
        ? toRestAdmin(await settings.adminSettings())
        : toRestPublic(await settings.publicSettings());
    res.json({ success: true, data });
  });

  router.patch('/api/marketing-settings/:id', requireSignedIn, async (req, res) => {
    try {
      const updated = await settings.update(fromRestPatch(req.body), pathId(req));
      res.json({ success: true, data: toRestAdmin(updated) });
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      const names = Object.fromEntries(Object.entries(PATCH_KEYS).map(([rest, camel]) => [camel, rest]));
      throw new InvalidInputError(
        Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [names[k] ?? k, v])),
        error.message,
      );
    }
  });

  return router;
}
