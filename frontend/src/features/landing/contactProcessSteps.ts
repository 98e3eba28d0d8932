/** The four steps after an application (spec section 2, Contact). */
export type ContactProcessStep = { title: string; description: string };

export const contactProcessSteps: readonly ContactProcessStep[] = [
  {
    title: 'Application review',
    description: 'A senior strategist reads your answers and looks at your market, offer and current numbers.',
  },
  {
    title: 'Strategy call',
    description: 'A 30-minute call to map where your funnel leaks and which levers will move revenue first.',
  },
  {
    title: 'Custom solution',
    description: 'You receive a written plan: channels, AI agents, content and the budget each one needs.',
  },
  {
    title: 'Implementation',
    description: 'We build, launch and optimise, with results reported every week against the targets we agreed.',
  },
];
