import { scheduleDay } from './schedule-change-labels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import type { FamilyMember } from '@common/schemas/family';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { invalidateCustodyDependents } from '@/lib/queries/custody';
import { toYmd } from './calendar-dates';
import {
  CUSTODY_PATTERNS,
  EXCHANGE_PLACE_MAX,
  type CustodyPattern,
  type CustodySchedule,
  type CustodySide,
  type PutCustodyScheduleRequest,
  type ScheduleChange,
} from './calendar-types';
import { PATTERN_INFO } from './custody-patterns';
import { CustomSequenceEditor } from './custom-sequence-editor';
import { CALENDAR_COPY } from './calendar-copy';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schedule: CustodySchedule | null;
  parents: FamilyMember[];
  /** The other parent, who must accept a change; null for a parent alone, whose change applies at once. */
  coParent: FamilyMember | null;
  /** True when this parent is already waiting on a proposal of theirs (the new one replaces it). */
  replacesOwnProposal: boolean;
}

const isProposal = (result: CustodySchedule | ScheduleChange | undefined): result is ScheduleChange =>
  result !== undefined && 'kind' in result;

/**
 * Set the family's custody pattern, start date, exchange time and starting parent. Alone in the family the
 * change is saved at once; with a co-parent it is proposed to them, and applies when they accept.
 */
export default function CustodyScheduleDialog({ open, onOpenChange, schedule, parents, coParent, replacesOwnProposal }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [pattern, setPattern] = useState<CustodyPattern>(schedule?.pattern ?? 'alternating_weeks');
  const [sequence, setSequence] = useState<CustodySide[]>(schedule?.customSequence ?? ['first', 'first', 'second', 'second']);
  const [startDate, setStartDate] = useState(schedule?.startDate ?? toYmd(new Date()));
  const [exchangeTime, setExchangeTime] = useState(schedule?.exchangeTime ?? '18:00');
  const [exchangePlace, setExchangePlace] = useState(schedule?.exchangePlace ?? '');
  const [firstParentId, setFirstParentId] = useState(schedule?.firstParentId ?? parents[0]?.userId ?? '');
  const [error, setError] = useState<string | null>(null);

  const done = async (message: string) => {
    await invalidateCustodyDependents(queryClient);
    toast({ title: COPY.toast.success, description: message });
    onOpenChange(false);
  };
  const save = useMutation({
    mutationFn: (body: PutCustodyScheduleRequest) => apiJson<CustodySchedule | ScheduleChange>('PUT', '/api/custody-schedule', body),
    onSuccess: (result) =>
      done(
        isProposal(result)
          ? CALENDAR_COPY.schedule.proposedToast(coParent?.name ?? 'your co-parent')
          : CALENDAR_COPY.schedule.savedToast(result ? scheduleDay(result.effectiveFrom) : 'today'),
      ),
    onError: (e) => setError(errorMessage(e)),
  });
  const clear = useMutation({
    mutationFn: () => apiJson<ScheduleChange | undefined>('DELETE', '/api/custody-schedule'),
    onSuccess: (result) =>
      done(
        isProposal(result)
          ? CALENDAR_COPY.schedule.proposedEndToast(coParent?.name ?? 'your co-parent')
          : CALENDAR_COPY.schedule.endedToast,
      ),
    onError: (e) => setError(errorMessage(e)),
  });

  const submitLabel = coParent
    ? save.isPending
      ? CALENDAR_COPY.schedule.proposing
      : CALENDAR_COPY.schedule.propose
    : save.isPending
      ? CALENDAR_COPY.schedule.saving
      : CALENDAR_COPY.schedule.save;
  const first = parents.find((p) => p.userId === firstParentId);
  const second = parents.find((p) => p.userId !== firstParentId);
  const names: [string, string] = [first?.name ?? CALENDAR_COPY.custody.parent1, second?.name ?? CALENDAR_COPY.custody.parent2];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (!startDate || !exchangeTime || !firstParentId) return setError(CALENDAR_COPY.custody.missing);
    save.mutate({
      pattern,
      ...(pattern === 'custom' ? { customSequence: sequence } : {}),
      startDate,
      exchangeTime,
      exchangePlace: exchangePlace.trim() || null,
      firstParentId,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{CALENDAR_COPY.custody.title}</DialogTitle>
          <DialogDescription>{CALENDAR_COPY.custody.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{CALENDAR_COPY.custody.pattern}</legend>
            {CUSTODY_PATTERNS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={`${id}-pattern`}
                  value={value}
                  checked={pattern === value}
                  onChange={() => setPattern(value)}
                  className="mt-1 accent-primary"
                />
                <span>
                  <span className="block text-sm font-semibold">{PATTERN_INFO[value].label}</span>
                  <span className="block text-sm text-muted-foreground">{PATTERN_INFO[value].explanation}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {pattern === 'custom' && <CustomSequenceEditor value={sequence} onChange={setSequence} names={names} />}
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-start`}>{CALENDAR_COPY.custody.startDate}</Label>
              <Input id={`${id}-start`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-time`}>{CALENDAR_COPY.custody.exchangeTime}</Label>
              <Input id={`${id}-time`} type="time" value={exchangeTime} onChange={(e) => setExchangeTime(e.target.value)} />
            </div>
            <FormField id={`${id}-first`} label={CALENDAR_COPY.custody.startsWith}>
              <Select
                value={firstParentId}
                options={parents.map((p) => ({ value: p.userId, label: p.name }))}
                onValueChange={setFirstParentId}
              />
            </FormField>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-place`}>{CALENDAR_COPY.custody.exchangePlace}</Label>
            <Input
              id={`${id}-place`}
              value={exchangePlace}
              maxLength={EXCHANGE_PLACE_MAX}
              aria-describedby={`${id}-place-hint`}
              onChange={(e) => setExchangePlace(e.target.value)}
            />
            <p id={`${id}-place-hint`} className="text-sm text-muted-foreground">
              {CALENDAR_COPY.custody.exchangePlaceHint}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            {CALENDAR_COPY.schedule.dialogNote(coParent?.name ?? null)}
            {coParent && replacesOwnProposal ? ` ${CALENDAR_COPY.schedule.replacesOwn}` : ''}
          </p>
          {error && (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            {schedule && (
              <Button variant="destructive-ghost" className="sm:mr-auto" disabled={clear.isPending} onClick={() => clear.mutate()}>
                {coParent ? CALENDAR_COPY.schedule.proposeEnd : CALENDAR_COPY.schedule.remove}
              </Button>
            )}
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {CALENDAR_COPY.custody.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
