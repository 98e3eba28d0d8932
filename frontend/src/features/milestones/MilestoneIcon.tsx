/** A line icon per milestone of the fixed sequence; an unknown milestone gets a plain dot. */

export type MilestoneIconProps = { milestoneId: string; size?: number };

const PATHS: Record<string, string> = {
  // a magnet: the lead was drawn in
  lead_capture: 'M6 4v7a6 6 0 0 0 12 0V4h-4v7a2 2 0 0 1-4 0V4H6ZM6 8h4M14 8h4',
  // a funnel: sorting the fit
  qualification: 'M4 5h16l-6 7.5V19l-4-2v-4.5L4 5Z',
  // a phone handset
  discovery_call: 'M7 4h3l1.5 4-2 1.3a10 10 0 0 0 5.2 5.2L16 12.5l4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 5 6a2 2 0 0 1 2-2Z',
  // a page with lines
  proposal: 'M7 3h7l4 4v14H7V3ZM14 3v4h4M10 12h5M10 16h5',
  // two arrows meeting: give and take
  negotiation: 'M4 8h12m0 0-3-3m3 3-3 3M20 16H8m0 0 3-3m-3 3 3 3',
  // a trophy
  closed_won: 'M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M9 20h6M10 17h4',
  // a rocket
  onboarding: 'M12 3c3 2 4.5 5 4.5 9l-2 3h-5l-2-3c0-4 1.5-7 4.5-9ZM9.5 15 7 18l3-.5M14.5 15l2.5 3-3-.5M12 9.5v.01',
};

export function MilestoneIcon({ milestoneId, size = 20 }: MilestoneIconProps) {
  const path = PATHS[milestoneId];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {path ? <path d={path} /> : <circle cx="12" cy="12" r="4" />}
    </svg>
  );
}
