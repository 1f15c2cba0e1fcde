import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, Sparkles, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { JournalSuggestions, TimelineEntry } from '@common/schemas/timeline';
import { JOURNAL_SUGGESTIONS, parseTagText, TIMELINE_TYPE_LABELS, TIMELINE_TYPES, type TimelineType } from '@common/timeline-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { childrenQuery } from '@/lib/queries/children';
import { isTimelineQuery } from '@/lib/queries/timeline';
import { useRecorder } from '@/lib/use-recorder';
import { voiceEntriesQuery, voiceRecordingsQuery } from '@/lib/queries/voice';
import { attachRecording, journalSuggestions, transcribe, useSpeechEngines } from './use-voice-journal';
import { VOICE_JOURNAL_COPY as C } from './voice-journal-copy';

const firstWords = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .slice(0, 8)
    .join(' ')
    .replace(/[.,;:!?]+$/, '');

/** Record, correct the transcript, choose the child, and save as a timeline entry (private by default) with the audio. */
export function JournalEntryForm() {
  const recorder = useRecorder();
  const engines = useSpeechEngines();
  const children = useQuery(childrenQuery());
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState<{ blob: Blob; durationSeconds: number } | null>(null);
  const [transcript, setTranscript] = useState('');
  const [transcribing, setTranscribing] = useState(false);
  const [childId, setChildId] = useState('');
  const [title, setTitle] = useState('');
  const [type, setType] = useState<TimelineType | ''>('');
  const [tags, setTags] = useState('');
  const [isPrivate, setIsPrivate] = useState(true);
  const [suggestions, setSuggestions] = useState<JournalSuggestions | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canTranscribe = engines.data?.recognition === 'pocketsphinx';

  // The journal suggestions are computed from the transcript; they fill type and tags only while none is chosen.
  useEffect(() => {
    const text = transcript.trim();
    if (text.length <= JOURNAL_SUGGESTIONS.minLength) return;
    const timer = window.setTimeout(() => {
      journalSuggestions(`${title}\n${text}`)
        .then((s) => {
          setSuggestions(s);
          setType((t) => (t === '' ? s.categoryRecommendation : t));
          setTags((t) => (t.trim() === '' ? s.suggestedTags.join(', ') : t));
        })
        .catch((error: unknown) => console.error('Journal suggestions failed', error));
    }, JOURNAL_SUGGESTIONS.debounceMs);
    return () => window.clearTimeout(timer);
  }, [transcript, title]);

  const reset = () => {
    setRecording(null);
    setTranscript('');
    setTitle('');
    setType('');
    setTags('');
    setIsPrivate(true);
    setSuggestions(null);
    setProblem(null);
  };

  const toggle = async () => {
    if (!recorder.recording) {
      reset();
      await recorder.start();
      return;
    }
    const result = await recorder.stop();
    if (!result) return;
    setRecording(result);
    if (!canTranscribe) return;
    setTranscribing(true);
    try {
      const t = await transcribe(result.blob);
      setTranscript(t.transcript);
      setTitle((current) => current || firstWords(t.transcript));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setTranscribing(false);
    }
  };

  const save = async () => {
    if (!recording || !childId || !title.trim()) return;
    setSaving(true);
    setProblem(null);
    try {
      const entry = await apiJson<TimelineEntry>('POST', '/api/timeline', {
        childId,
        title: title.trim(),
        description: transcript.trim() || null,
        timelineType: type,
        tags: parseTagText(tags),
        isPrivate,
      });
      await attachRecording(entry.id, recording.blob);
      await queryClient.invalidateQueries({ queryKey: voiceEntriesQuery().queryKey });
      void queryClient.invalidateQueries({ predicate: isTimelineQuery });
      void queryClient.invalidateQueries({ queryKey: voiceRecordingsQuery(childId).queryKey.slice(0, 1) });
      toast({ title: C.success, description: C.saved });
      reset();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const kids = children.data ?? [];
  const micProblem = recorder.problem === 'denied' ? C.micDenied : recorder.problem ? C.noMicrophone : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.newEntry}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {children.isSuccess && kids.length === 0 && <p className="text-sm text-muted-foreground">{C.noChildren}</p>}
        <div className="flex flex-wrap items-center gap-4">
          <Button
            onClick={() => void toggle()}
            variant={recorder.recording ? 'destructive' : 'default'}
            disabled={transcribing || saving}
            aria-pressed={recorder.recording}
          >
            {recorder.recording ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {recorder.recording ? C.stop : recording ? C.recordAgain : C.record}
          </Button>
          <div
            role="meter"
            aria-label={C.level}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={recorder.level}
            className="h-2 w-40 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-100" style={{ width: `${recorder.level}%` }} />
          </div>
          {recording && !recorder.recording && <span className="text-sm text-muted-foreground">{recording.durationSeconds}s</span>}
          {transcribing && (
            <span role="status" className="text-sm">
              {C.transcribing}
            </span>
          )}
        </div>
        {(micProblem ?? problem) && (
          <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
            {micProblem ?? problem}
          </p>
        )}
        {recording && !recorder.recording && (
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <label htmlFor="journal-transcript" className="text-sm font-medium">
                {C.transcript}
              </label>
              <p className="text-xs text-muted-foreground">
                {canTranscribe ? (
                  C.transcriptHint
                ) : (
                  <>
                    {C.typeHint} <code className="font-mono">{engines.data?.installHint}</code>
                  </>
                )}
              </p>
              <Textarea id="journal-transcript" rows={5} value={transcript} onChange={(e) => setTranscript(e.target.value)} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <label htmlFor="journal-child" className="text-sm font-medium">
                  {C.child}
                </label>
                <Select
                  id="journal-child"
                  value={childId}
                  onValueChange={setChildId}
                  placeholder={C.chooseChild}
                  options={kids.map((k) => ({ value: k.id, label: k.name }))}
                />
              </div>
              <div className="grid gap-1.5">
                <label htmlFor="journal-title" className="text-sm font-medium">
                  {C.title}
                </label>
                <Input id="journal-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
              </div>
              <div className="grid gap-1.5">
                <label htmlFor="journal-type" className="text-sm font-medium">
                  {C.type}
                </label>
                <Select
                  id="journal-type"
                  value={type}
                  onValueChange={(v) => setType(v as TimelineType)}
                  placeholder={C.type}
                  options={TIMELINE_TYPES.map((t) => ({ value: t, label: TIMELINE_TYPE_LABELS[t] }))}
                />
              </div>
              <div className="grid gap-1.5">
                <label htmlFor="journal-tags" className="text-sm font-medium">
                  {C.tags}
                </label>
                <Input id="journal-tags" value={tags} onChange={(e) => setTags(e.target.value)} />
              </div>
            </div>
            {suggestions && (
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Sparkles className="size-3.5" aria-hidden="true" />
                {C.suggested}: {TIMELINE_TYPE_LABELS[suggestions.categoryRecommendation]}
                {suggestions.suggestedTags.length > 0 && `, ${suggestions.suggestedTags.join(', ')}`}
                {suggestions.milestoneDetected && <Badge variant="secondary">{C.milestone}</Badge>}
              </p>
            )}
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={isPrivate} onCheckedChange={(v) => setIsPrivate(v === true)} />
              {C.private}
            </label>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void save()} disabled={saving || !childId || !title.trim()}>
                {saving ? C.saving : C.save}
              </Button>
              <Button variant="outline" onClick={reset} disabled={saving}>
                {C.discard}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
