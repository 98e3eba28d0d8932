import type { ModuleDefinition } from '../../engine/module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import type { UsersService } from './users.service';

/** Signing in and out, and the team: accounts, roles and passwords. */
export const authModule: ModuleDefinition<{ users: UsersService }> = {
  name: 'auth',
  auditActions: [
    'auth.sign_in',
    'auth.sign_in_failed',
    'user.created',
    'user.updated',
    'user.password_reset',
    'user.password_changed',
  ],
  entities: [User],
  resolvers: [
    { type: AuthResolver, create: (s) => new AuthResolver(s.users) },
    { type: UsersResolver, create: (s) => new UsersResolver(s.users) },
  ],
  routes: (s) => authRoutes(s.users),
};
