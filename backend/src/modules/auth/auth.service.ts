import type { DataSource } from 'typeorm';
import { ConflictError } from '../../errors';
import type { CredentialsArgs } from './auth.inputs';
import { hashPassword, verifyPassword } from './password';
import { User } from './user.entity';

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;

export type AdminBootstrap =
  | { kind: 'configured'; username: string; created: boolean }
  | { kind: 'demo'; created: boolean }
  | { kind: 'existing' };

/** A hash to compare against when the user does not exist, so timing does not reveal usernames. */
let decoyHash: Promise<string> | null = null;

export class AuthService {
  constructor(private readonly dataSource: DataSource) {}

  /** Checks credentials; null when they do not match a user. */
  async authenticate({ username, password }: CredentialsArgs): Promise<User | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ username });
    if (!user) {
      decoyHash ??= hashPassword('decoy-password');
      await verifyPassword(password, await decoyHash);
      return null;
    }
    return (await verifyPassword(password, user.passwordHash)) ? user : null;
  }

  async createUser({ username, password }: CredentialsArgs): Promise<User> {
    const passwordHash = await hashPassword(password);
    const result = await this.dataSource
      .getRepository(User)
      .createQueryBuilder()
      .insert()
      .values({ username, passwordHash })
      .orIgnore()
      .returning(['id', 'username'])
      .execute();
    const row = (result.raw as { id: number; username: string }[])[0];
    if (!row) throw new ConflictError('That username is already taken');
    return Object.assign(new User(), row);
  }

  /**
   * Makes sure an admin can sign in: the configured ADMIN_USERNAME/ADMIN_PASSWORD account, or,
   * when none is configured and there is no user at all, the demo admin.
   */
  async ensureAdmin(configured: { username: string; password: string } | null): Promise<AdminBootstrap> {
    const repository = this.dataSource.getRepository(User);
    if (configured) {
      if (await repository.existsBy({ username: configured.username })) {
        return { kind: 'configured', username: configured.username, created: false };
      }
      await this.createIfAbsent(configured.username, configured.password);
      return { kind: 'configured', username: configured.username, created: true };
    }
    if ((await repository.count()) === 0) {
      await this.createIfAbsent(DEMO_ADMIN.username, DEMO_ADMIN.password);
      return { kind: 'demo', created: true };
    }
    return (await this.demoAdminActive()) ? { kind: 'demo', created: false } : { kind: 'existing' };
  }

  /** True while the demo admin exists with its well-known password. */
  async demoAdminActive(): Promise<boolean> {
    const demo = await this.dataSource.getRepository(User).findOneBy({ username: DEMO_ADMIN.username });
    return demo !== null && (await verifyPassword(DEMO_ADMIN.password, demo.passwordHash));
  }

  private async createIfAbsent(username: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    // several instances may start together: the unique username makes the second insert a no-op
    await this.dataSource
      .getRepository(User)
      .createQueryBuilder()
      .insert()
      .values({ username, passwordHash })
      .orIgnore()
      .execute();
  }
}
