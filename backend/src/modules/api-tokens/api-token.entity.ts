import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ApiTokenScope } from '../../engine/auth/api-token-scope';

/** A personal API token. Only its hash is stored; the token itself is shown once, at creation. */
@ObjectType()
@Entity({ name: 'api_token' })
export class ApiToken {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => ApiTokenScope)
  @Column({ type: 'text' })
  scope: ApiTokenScope;

  /** SHA-256 of the token, hex */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Field(() => String, { description: 'the first characters of the token, to tell tokens apart (amk_AbCd…)' })
  @Column({ name: 'token_hint', type: 'text' })
  tokenHint: string;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'null: never expires' })
  @Column({ name: 'expires_at', type: 'timestamptz', precision: 3, nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'within a minute' })
  @Column({ name: 'last_used_at', type: 'timestamptz', precision: 3, nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'revoked_at', type: 'timestamptz', precision: 3, nullable: true })
  revokedAt: Date | null;
}
