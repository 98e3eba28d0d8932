import type { ModuleDefinition } from '../../engine/module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { SecuritySettingsRecord } from './security-settings.entity';
import type { SignInSteps } from './sign-in-steps';
import { TwoFactorResolver } from './two-factor.resolver';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { SessionsResolver } from './sessions.resolver';
import type { SessionsService } from './sessions.service';

/**
 * What a session that must enrol in two-step sign-in may still reach (engine/http/two-factor-enrolment.ts):
 * who it is, enrolment, signing out.
 */
export const ENROLMENT_ALLOWED = {
  graphqlFields: ['me', 'demoCredentials', 'logout', 'twoFactorStatus', 'beginTwoFactorSetup', 'confirmTwoFactorSetup'],
  restPaths: ['/user', '/logout', '/login', '/login/two-factor'],
} as const;

/**
 * Signing in and out (with two-step sign-in), the places one is signed in, and the team: accounts,
 * roles and passwords.
 */
export const authModule: ModuleDefinition<SignInSteps & { sessions: SessionsService }> = {
  name: 'auth',
  auditActions: [
    'auth.sign_in',
    'auth.sign_in_failed',
    'user.created',
    'user.updated',
    'user.password_reset',
    'user.password_changed',
    'user.sessions_ended',
    'session.ended',
    'session.ended_others',
    'two_factor.enabled',
    'two_factor.disabled',
    'two_factor.reset',
    'two_factor.recovery_code_used',
    'two_factor.locked',
    'security_settings.updated',
  ],
  entities: [User, SecuritySettingsRecord],
  resolvers: [
    { type: AuthResolver, create: (s) => new AuthResolver(s) },
    { type: UsersResolver, create: (s) => new UsersResolver(s.users) },
    { type: SessionsResolver, create: (s) => new SessionsResolver(s.sessions) },
    { type: TwoFactorResolver, create: (s) => new TwoFactorResolver(s) },
  ],
  routes: (s) => authRoutes(s),
};

/** The purpose the authenticator-app secrets are sealed under (engine/secret-box.ts). */
export const TWO_FACTOR_SECRETS_PURPOSE = 'two-factor-secrets';
