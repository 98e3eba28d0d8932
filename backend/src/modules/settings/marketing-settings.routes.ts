import { Router } from 'express';
import { NotFoundError } from '../../engine/errors';
import { requireAdmin } from '../../engine/http/authentication';
import { pathId } from '../../engine/http/errors';
import { RestInput } from '../../engine/http/rest-input';
import { UpdateMarketingSettingsInput } from './marketing-settings.inputs';
import type { MarketingSettings, PublicMarketingSettings } from './marketing-settings.type';
import { SETTINGS_ID, type MarketingSettingsService } from './marketing-settings.service';

function toRestPublic(s: PublicMarketingSettings) {
  return {
    ga_enabled: s.gaEnabled,
    ga_measurement_id: s.gaMeasurementId,
    fb_capi_enabled: s.fbCapiEnabled,
    fb_pixel_id: s.fbPixelId,
    require_consent: s.requireConsent,
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

const patchInput = new RestInput(UpdateMarketingSettingsInput, {
  gaEnabled: 'ga_enabled',
  gaMeasurementId: 'ga_measurement_id',
  fbCapiEnabled: 'fb_capi_enabled',
  fbPixelId: 'fb_pixel_id',
  fbAccessToken: 'fb_access_token',
  requireConsent: 'require_consent',
});

export function marketingSettingsRoutes(settings: MarketingSettingsService): Router {
  const router = Router();

  /** Anyone reads the public fields; a signed-in user (admin or analyst) reads the whole record. */
  router.get('/api/marketing-settings', async (req, res) => {
    const data = req.principal
      ? toRestAdmin(await settings.adminSettings())
      : toRestPublic(await settings.publicSettings());
    res.json({ success: true, data });
  });

  /** There is one settings row: the path names it because the spec's REST shape has an id. */
  router.patch('/api/marketing-settings/:id', requireAdmin, async (req, res) => {
    if (pathId(req) !== SETTINGS_ID) throw new NotFoundError('Marketing settings not found');
    const updated = await settings.update(await patchInput.read(req.body));
    res.json({ success: true, data: toRestAdmin(updated) });
  });

  return router;
}
