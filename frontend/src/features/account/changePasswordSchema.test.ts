import type { ValidationError } from 'yup';
import { changePasswordSchema } from './changePasswordSchema';

/** Each field's first message, as formik shows them. */
async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await changePasswordSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    const first = new Map<string, string>();
    for (const { path = '', message } of (error as ValidationError).inner)
      if (!first.has(path)) first.set(path, message);
    return [...first.values()];
  }
}

describe('changePasswordSchema', () => {
  it('accepts a long new password typed twice', async () => {
    expect(
      await errorsOf({
        currentPassword: 'admin123',
        newPassword: 'violet tram kettle',
        confirmPassword: 'violet tram kettle',
      }),
    ).toEqual([]);
  });

  it('asks for every field', async () => {
    expect(await errorsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      'Enter your current password.',
      'Enter a new password.',
      'Enter the new password again.',
    ]);
  });

  it('refuses a short, unchanged or mistyped new password', async () => {
    expect(await errorsOf({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      'The new password must be at least 10 characters.',
    ]);
    expect(
      await errorsOf({
        currentPassword: 'same-password-1',
        newPassword: 'same-password-1',
        confirmPassword: 'same-password-1',
      }),
    ).toEqual(['The new password must differ from the current one.']);
    expect(
      await errorsOf({
        currentPassword: 'a',
        newPassword: 'violet tram kettle',
        confirmPassword: 'violet tram kettles',
      }),
    ).toEqual(['The two new passwords do not match.']);
  });
});
