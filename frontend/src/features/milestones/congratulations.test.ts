import { randomCongratulation } from './congratulations';

const CONGRATULATION_MESSAGES = [
  'Another milestone in the bag. Momentum is everything!',
  'Great work! This lead is one step closer to a signed deal.',
  'Nicely done. Keep the conversation warm and the next step clear.',
  'Progress made! Your pipeline just got a little healthier.',
  'That is how great client relationships are built: one step at a time.',
  'Milestone reached. Time for a quick celebration, then onwards!',
];

describe('randomCongratulation', () => {
  it('can pick every message, spread evenly over the random range', () => {
    const count = CONGRATULATION_MESSAGES.length;
    const picked = CONGRATULATION_MESSAGES.map((_, index) => randomCongratulation(() => (index + 0.5) / count));
    expect(picked).toEqual(CONGRATULATION_MESSAGES);
  });

  it('stays in range at both ends', () => {
    expect(randomCongratulation(() => 0)).toBe(CONGRATULATION_MESSAGES[0]);
    expect(randomCongratulation(() => 0.999999)).toBe(CONGRATULATION_MESSAGES[CONGRATULATION_MESSAGES.length - 1]);
    expect(randomCongratulation(() => 1)).toBe(CONGRATULATION_MESSAGES[CONGRATULATION_MESSAGES.length - 1]);
  });

  it('uses Math.random by default', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.4);
    expect(randomCongratulation()).toBe(CONGRATULATION_MESSAGES[2]);
    expect(random).toHaveBeenCalledTimes(1);
    random.mockRestore();
  });
});
