import { randomUUID } from 'node:crypto';
import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { ChatAudio } from './chat-audio.entity';
import type { SpokenAudio } from './voice-provider';

export type StoredAudio = { id: string; contentType: string; data: Buffer; expiresAt: Date };

/**
 * Spoken replies in PostgreSQL, readable by id until they expire (the retention period in force
 * when they were made); the retention purge deletes expired ones hourly.
 */
export class ChatAudioStore {
  constructor(
    private readonly dataSource: DataSource,
    /** the chat audio retention period in force (Settings → Data retention) */
    private readonly retentionHours: () => Promise<number>,
  ) {}

  async save(audio: SpokenAudio, now = new Date()): Promise<StoredAudio> {
    const hours = await this.retentionHours();
    const row: StoredAudio = {
      id: randomUUID(),
      contentType: audio.contentType,
      data: audio.data,
      expiresAt: new Date(now.getTime() + hours * 3600 * 1000),
    };
    await this.dataSource.getRepository(ChatAudio).insert(row);
    return row;
  }

  /** null when unknown or expired */
  async find(id: string, now = new Date()): Promise<StoredAudio | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
    return this.dataSource.getRepository(ChatAudio).findOne({
      where: { id, expiresAt: MoreThan(now) },
      select: { id: true, contentType: true, data: true, expiresAt: true },
    });
  }

  /**
   * Deletes the audio past its retention: expired, or made before `createdBefore` (the period in
   * force now, which may have been shortened since). Returns how many went. Idempotent.
   */
  async deleteExpired(now: Date, createdBefore: Date): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `WITH gone AS (DELETE FROM "chat_audio" WHERE "expires_at" < $1 OR "created_at" < $2 RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [now, createdBefore],
    );
    return count;
  }

  /** Deletes these replies (an erasure), in the caller's transaction; returns how many went. */
  async deleteIds(manager: EntityManager, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH gone AS (DELETE FROM "chat_audio" WHERE "id" = ANY ($1::uuid[]) RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [ids],
    );
    return count;
  }
}
