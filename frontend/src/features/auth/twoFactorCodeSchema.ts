import * as yup from 'yup';

export type TwoFactorCodeValues = { code: string };

const APP_CODE_MESSAGE = 'Enter the 6-digit code your authenticator app shows';
const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes (like abcde-fghij)';

/** Six digits from the app (spaces allowed), or a recovery code: ten letters and digits, a dash optional. */
export function twoFactorCodeSchema(recovery: boolean): yup.ObjectSchema<TwoFactorCodeValues> {
  return yup.object({
    code: recovery
      ? yup
          .string()
          .trim()
          .required(RECOVERY_CODE_MESSAGE)
          .matches(/^[a-z0-9]{5}[\s-]?[a-z0-9]{5}$/i, RECOVERY_CODE_MESSAGE)
      : yup
          .string()
          .trim()
          .required(APP_CODE_MESSAGE)
          .matches(/^\d{3}\s?\d{3}$/, APP_CODE_MESSAGE),
  });
}

/** What the server is sent: an app code without its space, a recovery code as typed. */
export function codeToSend(code: string, recovery: boolean): string {
  const trimmed = code.trim();
  return recovery ? trimmed : trimmed.replace(/\s/g, '');
}
