import { Play, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { VoiceCommandResponse } from '@common/schemas/voice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { VOICE_COPY } from './voice-copy';

/** SPEC.md section 9: the playback indicator stays 3000 ms. */
export const PLAYBACK_INDICATOR_MS = 3000;

/** The 'You said' card, the AI response with Play, the action taken, and the confidence and duration badges. */
export function AnswerCards(props: { answer: VoiceCommandResponse; actionTaken: string; onPlay: () => void; children?: React.ReactNode }) {
  const { answer, actionTaken, onPlay, children } = props;
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setPlaying(false), PLAYBACK_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [playing]);
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{VOICE_COPY.youSaid}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="break-words">“{answer.session.transcript}”</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{VOICE_COPY.aiResponse}</CardTitle>
          <CardAction>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setPlaying(true);
                onPlay();
              }}
            >
              {playing ? <Volume2 aria-hidden="true" /> : <Play aria-hidden="true" />}
              {playing ? VOICE_COPY.playing : VOICE_COPY.play}
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="break-words" data-testid="voice-response">
            {answer.response}
          </p>
          {children}
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{VOICE_COPY.actionTaken}: </span>
            {actionTaken}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{VOICE_COPY.confidence(answer.confidence)}</Badge>
            <Badge variant="outline">{VOICE_COPY.duration(answer.session.duration)}</Badge>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
