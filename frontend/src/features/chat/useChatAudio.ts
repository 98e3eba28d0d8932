import { useCallback, useEffect, useRef, useState } from 'react';

export type ChatAudio = {
  /** id of the message whose audio is playing, or null */
  playingId: string | null;
  play: (messageId: string, url: string) => void;
  stop: () => void;
};

/**
 * One audio element for the whole conversation: starting a reply stops the previous one. Errors
 * and blocked playback (autoplay policies) are only logged and clear the playing flag (spec section 8).
 */
export function useChatAudio(onPlayingChange: (playing: boolean) => void): ChatAudio {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => onPlayingChange(playingId !== null), [playingId, onPlayingChange]);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    audioRef.current = null;
    setPlayingId(null);
  }, []);

  const play = useCallback((messageId: string, url: string) => {
    audioRef.current?.pause();
    const audio = new Audio(url);
    audioRef.current = audio;
    const finish = () => {
      if (audioRef.current === audio) {
        audioRef.current = null;
        setPlayingId(null);
      }
    };
    audio.addEventListener('ended', finish);
    audio.addEventListener('error', () => {
      console.warn('chat audio could not be played', url);
      finish();
    });
    setPlayingId(messageId);
    audio.play().catch((error: unknown) => {
      console.warn('chat audio playback was blocked', error);
      finish();
    });
  }, []);

  useEffect(() => () => audioRef.current?.pause(), []);

  return { playingId, play, stop };
}
