import type { ModuleDefinition } from '../../engine/module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import type { UsersService } from './users.service';
import { SessionsResolver } from './sessions.resolver';
import type { SessionsService } from './sessions.service';

/** Signing in and out, the places one is signed in, and the team: accounts, roles and passwords. */
export const authModule: ModuleDefinition<{ users: UsersService; sessions: SessionsService }> = {
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
  ],
  entities: [User],
  resolvers: [
    { type: AuthResolver, create: (s) => new AuthResolver(s.users) },
    { type: UsersResolver, create: (s) => new UsersResolver(s.users) },
    { type: SessionsResolver, create: (s) => new SessionsResolver(s.sessions) },
  ],
  routes: (s) => authRoutes(s.users),
};
