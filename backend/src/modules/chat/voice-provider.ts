export type SpokenAudio = { data: Buffer; contentType: string };

/** Turns a reply into speech. Implementations: ElevenLabs, and none (no audio, no error). */
export interface VoiceProvider {
  readonly enabled: boolean;
  speak(text: string): Promise<SpokenAudio | null>;
}

export class NoVoiceProvider implements VoiceProvider {
  readonly enabled = false;

  speak(): Promise<SpokenAudio | null> {
    return Promise.resolve(null);
  }
}
