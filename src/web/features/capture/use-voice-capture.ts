/**
 * One voice session at a time for a capture field: what is heard is appended to the text already
 * typed, live, and once the recognizer ends the field holds it, parsed like typed text.
 */
import { useEffect, useRef, useState } from 'react';
import { browserSpeech, SPEECH_LANGS, type SpeechErrorCode, type SpeechSession } from './speech.ts';
import { useCaptureLanguage } from './use-capture-field.ts';

export interface VoiceCaptureOptions {
  text: string;
  onText: (text: string) => void;
  /** The session ended with something heard: the field's final text. */
  onDone: (text: string) => void;
}

function joined(base: string, heard: string): string {
  const trimmed = base.trimEnd();
  return trimmed ? `${trimmed} ${heard}` : heard;
}

export function useVoiceCapture({ text, onText, onDone }: VoiceCaptureOptions) {
  const language = useCaptureLanguage();
  // Feature detection, once: the app's routes render in the browser only.
  const [speech] = useState(browserSpeech);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<SpeechErrorCode | null>(null);
  const session = useRef<SpeechSession | null>(null);

  useEffect(() => () => session.current?.stop(), []);

  function start() {
    if (!speech || session.current) return;
    const base = text;
    let latest: string | null = null;
    setError(null);
    setListening(true);
    session.current = speech(SPEECH_LANGS[language], {
      onTranscript: (heard) => {
        latest = joined(base, heard);
        onText(latest);
      },
      onError: setError,
      onEnd: () => {
        session.current = null;
        setListening(false);
        if (latest !== null) onDone(latest);
      },
    });
  }

  return {
    available: speech !== null,
    listening,
    error,
    toggle: () => (session.current ? session.current.stop() : start()),
  };
}

export type VoiceCapture = ReturnType<typeof useVoiceCapture>;
