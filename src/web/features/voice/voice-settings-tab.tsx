import { useEffect, useState } from 'react';
import type { VoiceSettings } from '@common/schemas/voice';
import { Card, CardContent } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { hasBrowserRecognition } from './browser-recognition';
import { useSaveVoiceSettings, useVoiceEngines, useVoiceSettings } from './use-voice';
import { VOICE_COPY } from './voice-copy';

const S = VOICE_COPY.settings;

/** The microphone permission as the browser reports it, kept up to date. */
function useMicrophonePermission(): string {
  const [state, setState] = useState('unknown');
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((s) => {
        status = s;
        update();
        s.addEventListener('change', update);
      })
      .catch(() => setState('unknown'));
    return () => status?.removeEventListener('change', update);
  }, []);
  return state;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm text-muted-foreground sm:text-right">{children}</dd>
    </div>
  );
}

function Toggle(props: {
  id: keyof VoiceSettings;
  label: string;
  hint: string;
  settings: VoiceSettings;
  onChange: (change: Partial<VoiceSettings>) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="grid gap-0.5">
        <label htmlFor={`voice-${props.id}`} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`voice-${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      </div>
      <Switch
        id={`voice-${props.id}`}
        aria-describedby={`voice-${props.id}-hint`}
        checked={props.settings[props.id]}
        onCheckedChange={(checked) => props.onChange({ [props.id]: checked })}
      />
    </div>
  );
}

/** SPEC.md section 2, Voice Settings: the real state (language, microphone, engine) and the saved auto-action settings. */
export function VoiceSettingsTab() {
  const engines = useVoiceEngines();
  const settings = useVoiceSettings();
  const save = useSaveVoiceSettings();
  const mic = useMicrophonePermission();
  const onChange = (change: Partial<VoiceSettings>) => save.mutate(change);

  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        <dl className="divide-y">
          <Row label={S.language}>{S.english}</Row>
          <Row label={S.microphone}>{S.micStates[mic] ?? mic}</Row>
          <Row label={S.engine}>
            {settings.data?.browserRecognition && hasBrowserRecognition()
              ? S.engineBrowser
              : engines.data
                ? engines.data.recognition === 'pocketsphinx'
                  ? S.engineOn
                  : S.engineOff
                : '…'}
          </Row>
          <Row label={S.voiceOut}>
            {engines.data && engines.data.synthesis !== 'none'
              ? `This browser's voice, or the server's (${engines.data.synthesis})`
              : "This browser's voice"}
          </Row>
          <Row label={S.style}>{S.styleValue}</Row>
        </dl>
        {settings.data && (
          <div className="divide-y border-t">
            <Toggle id="autoScheduling" label={S.autoScheduling} hint={S.autoSchedulingHint} settings={settings.data} onChange={onChange} />
            <Toggle id="autoMessages" label={S.autoMessages} hint={S.autoMessagesHint} settings={settings.data} onChange={onChange} />
            <Toggle id="speakResponses" label={S.speakResponses} hint={S.speakResponsesHint} settings={settings.data} onChange={onChange} />
            <Toggle
              id="browserRecognition"
              label={S.browserRecognition}
              hint={hasBrowserRecognition() ? S.browserRecognitionHint : `${S.browserRecognitionHint} ${S.browserRecognitionMissing}`}
              settings={settings.data}
              onChange={onChange}
            />
          </div>
        )}
        {save.isSuccess && (
          <p role="status" className="text-xs text-muted-foreground">
            {S.saved}
          </p>
        )}
        <p className="rounded-md bg-muted px-3 py-2 text-sm">{S.storageNote}</p>
      </CardContent>
    </Card>
  );
}
