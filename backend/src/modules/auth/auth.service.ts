import type { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from './password';
import { UserRole } from '../../engine/auth/user-role';
import { User } from './user.entity';

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;

export type AdminBootstrap =
  | { kind: 'configured'; username: string; created: boolean }
  | { kind: 'demo'; created: boolean }
  | { kind: 'existing' };

/** The accounts the server starts with: the configured admin, or the demo admin in development. */
export class AuthService {
  constructor(private readonly dataSource: DataSource) {}

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
      .values({ username, passwordHash, role: UserRole.ADMIN })
      .orIgnore()
      .execute();
  }
}
