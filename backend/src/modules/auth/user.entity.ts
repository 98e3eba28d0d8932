import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UserRole } from '../../engine/auth/user-role';

/** A member of the team. The password is stored only as a scrypt hash and never exposed. */
@ObjectType()
@Entity({ name: 'app_user' })
export class User {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text', unique: true })
  username: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Field(() => UserRole)
  @Column({ type: 'text' })
  role: UserRole;

  @Field(() => Boolean, { description: 'false once deactivated: no sign-in, no token' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'last_sign_in_at', type: 'timestamptz', precision: 3, nullable: true })
  lastSignInAt: Date | null;

  /** when two-step sign-in was enabled; null while it is off (its secret and counters: two-factor.service.ts) */
  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', precision: 3, nullable: true })
  twoFactorEnabledAt: Date | null;
}
