/**
 * The Settings area's sections, in the order of its navigation: each a route under /settings, its
 * name, and what its page says it is for (an analyst, who can only look, reads `readOnly`). A new
 * settings panel (security, scheduling) is one entry here and one route in AppBody.
 */
export type SettingsSection = {
  /** the path under /settings */
  path: string;
  label: string;
  description: string;
  readOnly: string;
};

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    path: 'notifications',
    label: 'Notifications',
    description:
      'Choose who gets an email about new leads, overdue replies and payments, and see every email sent. Each change is saved the moment you make it.',
    readOnly:
      'Who gets an email about new leads, overdue replies and payments, and every email sent. Your role can view these settings; an admin changes them.',
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    description:
      'Send each lead and order event to your own systems as a signed POST (Standard Webhooks): add endpoints, test them and see every delivery.',
    readOnly:
      'Where each lead and order event is sent as a signed POST (Standard Webhooks), and every delivery. Your role can view the endpoints; an admin adds, tests and changes them.',
  },
  {
    path: 'scheduling',
    label: 'Scheduling',
    description:
      'Connect Calendly and Cal.com: each call booked there lands on its lead. Paste each tool’s signing secret here and give it the webhook URL shown.',
    readOnly:
      'Whether Calendly and Cal.com are connected, the webhook URL each uses and when each last sent an event. Your role can view this set-up; an admin changes the secrets.',
  },
  {
    path: 'security',
    label: 'Security',
    description:
      'Require two-step sign-in for the whole team. Members without it get a grace period to set it up; after that they must enrol before anything else.',
    readOnly:
      'Whether the team must use two-step sign-in, and the grace period to set it up. Your role can view this policy; an admin changes it.',
  },
  {
    path: 'retention',
    label: 'Data retention',
    description:
      'Decide how long each kind of data is kept. What is past its period is deleted every night, and the privacy page tells visitors these periods.',
    readOnly:
      'How long each kind of data is kept before the nightly clean-up deletes it. Your role can view these periods; an admin changes them.',
  },
];

const SETTINGS_PATH = '/settings';

export const settingsPath = (section: SettingsSection): string => `${SETTINGS_PATH}/${section.path}`;

/** The section a path under /settings shows, or undefined for another path. */
export function settingsSectionAt(pathname: string): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find(
    (section) => pathname === settingsPath(section) || pathname.startsWith(`${settingsPath(section)}/`),
  );
}
