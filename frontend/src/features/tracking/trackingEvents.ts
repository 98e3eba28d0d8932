import './analyticsGlobals';
import { getActiveTracking } from './activeTracking';

/** The value the spec assigns to one lead in both analytics and the pixel (section 9). */
const LEAD_VALUE = 50;
const LEAD_CURRENCY = 'USD';

/** The parts of a created lead the conversion events read. */
export type TrackedLead = {
  source?: string | null;
  businessType?: string | null;
};

/** A page view for a client-side route change; the first page's view is sent when each tool loads. */
export const trackPageView = (path: string): void => {
  const { gaMeasurementId, fbPixelId } = getActiveTracking();
  if (gaMeasurementId && window.gtag) {
    window.gtag('event', 'page_view', {
      page_path: path,
      page_location: window.location.href,
      page_title: document.title,
      send_to: gaMeasurementId,
    });
  }
  if (fbPixelId && window.fbq) window.fbq('track', 'PageView');
};

/**
 * The conversion events of a submitted contact form. `leadEventId` is the Meta event id the
 * server's Conversions API event carries too, so Meta counts the lead once.
 */
export const trackLeadSubmission = (lead: TrackedLead, leadEventId: string): void => {
  const { gaMeasurementId, fbPixelId } = getActiveTracking();
  if (gaMeasurementId && window.gtag) {
    window.gtag('event', 'lead_submission', {
      event_category: 'conversion',
      event_label: 'contact_form',
      value: LEAD_VALUE,
      currency: LEAD_CURRENCY,
      lead_source: lead.source || 'website',
    });
    window.gtag('event', 'generate_lead', { value: LEAD_VALUE, currency: LEAD_CURRENCY });
  }
  if (fbPixelId && window.fbq) {
    window.fbq(
      'track',
      'Lead',
      {
        value: LEAD_VALUE,
        currency: LEAD_CURRENCY,
        content_name: 'Contact Form',
        content_category: lead.businessType || 'General',
      },
      { eventID: leadEventId },
    );
  }
};
