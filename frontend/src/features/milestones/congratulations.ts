/** What the celebration popup says; one is picked at random each time. */
const CONGRATULATION_MESSAGES = [
  'Another milestone in the bag. Momentum is everything!',
  'Great work! This lead is one step closer to a signed deal.',
  'Nicely done. Keep the conversation warm and the next step clear.',
  'Progress made! Your pipeline just got a little healthier.',
  'That is how great client relationships are built: one step at a time.',
  'Milestone reached. Time for a quick celebration, then onwards!',
] as const;

export function randomCongratulation(random: () => number = Math.random): string {
  const index = Math.min(Math.floor(random() * CONGRATULATION_MESSAGES.length), CONGRATULATION_MESSAGES.length - 1);
  return CONGRATULATION_MESSAGES[index];
}
