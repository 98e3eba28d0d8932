import type { Request } from 'express';
import { awaitSecondStep, awaitedSecondStep, signIn } from '../../engine/http/session';
import type { SecuritySettingsService } from './security-settings.service';
import type { CodeCheck, TwoFactorService } from './two-factor.service';
import type { User } from './user.entity';
import type { UsersService } from './users.service';

/** how long a right password waits for its second step */
const SECOND_STEP_MS = 5 * 60 * 1000;

export type SignInSteps = {
  users: UsersService;
  twoFactor: TwoFactorService;
  securitySettings: SecuritySettingsService;
};

/** What the second step came to: signed in, or why not. */
export type SecondStepResult =
  { kind: 'signed-in'; user: User } | { kind: 'no-pending' } | Exclude<CodeCheck, { kind: 'accepted' }>;

/**
 * The password was right. Without two-step sign-in the session starts (held to enrolment when the
 * team requires two-step sign-in, sessions.ts `enrolBy`); with it, this browser's fresh session
 * waits five minutes for the code and has no user yet. True when a code is needed.
 */
export async function passwordAccepted(req: Request, user: User, steps: SignInSteps): Promise<boolean> {
  if (user.twoFactorEnabledAt !== null) {
    await awaitSecondStep(req, user.id, steps.twoFactor.now().getTime() + SECOND_STEP_MS);
    return true;
  }
  const deadline = await steps.securitySettings.enrolmentDeadline();
  await signIn(req, { id: user.id, username: user.username, role: user.role }, deadline?.getTime() ?? null);
  return false;
}

/** The code (or a recovery code) for the sign-in this browser started: a right one starts the session. */
export async function secondStep(req: Request, code: string, steps: SignInSteps): Promise<SecondStepResult> {
  const userId = awaitedSecondStep(req, steps.twoFactor.now().getTime());
  if (userId === null) return { kind: 'no-pending' };
  const checked = await steps.twoFactor.check(userId, code);
  if (checked.kind !== 'accepted') return checked;
  const user = await steps.users.get(userId);
  await signIn(req, { id: user.id, username: user.username, role: user.role });
  await steps.users.recordSignIn(user, { twoFactor: checked.method });
  return { kind: 'signed-in', user };
}

/** The message a refused second step shows. */
export function secondStepMessage(result: Exclude<SecondStepResult, { kind: 'signed-in' }>): string {
  switch (result.kind) {
    case 'no-pending':
      return 'Sign in with your username and password first (the code step lasts five minutes)';
    case 'locked':
      return `Too many wrong codes: two-step sign-in for this account is locked until ${result.until.toISOString()}`;
    case 'wrong':
      return 'That code is not right';
  }
}
