import { randomUUID } from 'node:crypto';
import { LessThan, MoreThan, type DataSource } from 'typeorm';
import { ChatAudio } from './chat-audio.entity';
import type { SpokenAudio } from './voice-provider';

export type StoredAudio = { id: string; contentType: string; data: Buffer; expiresAt: Date };

/** Spoken replies in PostgreSQL, readable by id until they expire; the job queue deletes expired ones hourly. */
export class ChatAudioStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly retentionHours: number,
  ) {}

  async save(audio: SpokenAudio, now = new Date()): Promise<StoredAudio> {
    const row: StoredAudio = {
      id: randomUUID(),
      contentType: audio.contentType,
      data: audio.data,
      expiresAt: new Date(now.getTime() + this.retentionHours * 3600 * 1000),
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

  /** Deletes the audio past its retention; returns how many went. Idempotent. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.dataSource.getRepository(ChatAudio).delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }
}
