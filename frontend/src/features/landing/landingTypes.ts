import type { IconName } from '../../components/Icon';

/** The spec's static landing items (section 3), plus the few shapes the other sections need. */

export type NavLink = { name: string; href: string };

export type Service = { icon: IconName; title: string; description: string };

export type Testimonial = { quote: string; name: string; role: string; initials: string };

export type Partner = { name: string; logoText: string };

export type Benefit = { icon: IconName; metric: string; title: string; description: string };

export type TeamRole = { icon: IconName; title: string; experience: string; description: string };

export type Temperature = 'cold' | 'warm' | 'hot';

export type FunnelStage = {
  temperature: Temperature;
  icon: IconName;
  days: string;
  stage: string;
  goal: string;
  content: readonly string[];
  metrics: string;
};

export type ProcessStep = { title: string; description: string };

export type Trend = { icon: IconName; title: string; description: string };

export type ExpertiseCard = { icon: IconName; title: string; description: string; points: readonly string[] };

/** A footer link; `routed` ones are other pages of the app, the rest are landing-page anchors. */
export type FooterLink = NavLink & { routed: boolean };
