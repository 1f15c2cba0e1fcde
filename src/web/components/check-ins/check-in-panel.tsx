import { Check, Clock, X } from 'lucide-react';
import { useState } from 'react';
import { CHECK_IN_LIMITS, type CheckInStatus } from '@common/check-in-rules';
import type { ExchangeCheckIns } from '@common/schemas/check-ins';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/use-auth';
import { viewerFormat } from '@/lib/viewer-format';
import { CHECK_IN_COPY as COPY } from './check-in-copy';
import { usePutCheckIn } from './use-put-check-in';

const STATUS_VARIANT = { on_time: 'success', late: 'warning', missed: 'destructive' } as const;

/**
 * One handover: both parents' check-ins, and (while the window is open) the viewer's one-tap check-in: On time and
 * Missed save at once, Late asks for the minutes; an optional note goes with any of them. A second check-in corrects the first.
 */
export function CheckInPanel({ data, idPrefix }: { data: ExchangeCheckIns; idPrefix: string }) {
  const { user } = useAuth();
  const put = usePutCheckIn();
  const [note, setNote] = useState('');
  const [late, setLate] = useState(false);
  const [minutes, setMinutes] = useState('');
  const { exchange } = data;
  const mine = data.checkIns.find((c) => c.userId === user?.id);
  const isParty = user?.id === exchange.fromParentId || user?.id === exchange.toParentId;
  const [editing, setEditing] = useState(false);
  const names = [
    { id: exchange.fromParentId, name: exchange.fromName },
    { id: exchange.toParentId, name: exchange.toName },
  ];

  const save = (status: CheckInStatus, minutesLate?: number) =>
    put.mutate(
      { exchangeAt: exchange.at, status, ...(minutesLate ? { minutesLate } : {}), note: note.trim() || null },
      {
        onSuccess: () => {
          setLate(false);
          setEditing(false);
          setMinutes('');
        },
      },
    );

  const showForm = isParty && data.open && (!mine || editing);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1.5 text-sm">
        {names.map(({ id, name }) => {
          const checkIn = data.checkIns.find((c) => c.userId === id);
          return (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{name}</span>
              {checkIn ? (
                <span className="flex items-center gap-2">
                  <Badge variant={STATUS_VARIANT[checkIn.status]}>{COPY.statusLabel(checkIn.status, checkIn.minutesLate)}</Badge>
                  {checkIn.note && <span className="text-muted-foreground break-words">“{checkIn.note}”</span>}
                </span>
              ) : (
                <span className="text-muted-foreground">{COPY.notCheckedIn}</span>
              )}
            </li>
          );
        })}
      </ul>
      {data.state === 'upcoming' && <p className="text-sm text-muted-foreground">{COPY.opensAt(viewerFormat.dateTime(data.opensAt))}</p>}
      {data.state === 'closed' && <p className="text-sm text-muted-foreground">{COPY.closed}</p>}
      {data.open && !isParty && <p className="text-sm text-muted-foreground">{COPY.notAParty}</p>}
      {isParty && data.open && mine && !editing && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setEditing(true)}>
          {COPY.correct}
        </Button>
      )}
      {showForm && (
        <div className="grid gap-2" role="group" aria-label={COPY.yourCheckIn}>
          <p className="text-sm font-medium">{COPY.yourCheckIn}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={put.isPending} onClick={() => save('on_time')}>
              <Check aria-hidden="true" />
              {COPY.onTime}
            </Button>
            <Button size="sm" variant="outline" disabled={put.isPending} aria-expanded={late} onClick={() => setLate((v) => !v)}>
              <Clock aria-hidden="true" />
              {COPY.late}
            </Button>
            <Button size="sm" variant="destructive-outline" disabled={put.isPending} onClick={() => save('missed')}>
              <X aria-hidden="true" />
              {COPY.missed}
            </Button>
          </div>
          {late && (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                save('late', Number(minutes));
              }}
            >
              <div className="grid gap-1">
                <Label htmlFor={`${idPrefix}-minutes`}>{COPY.minutesLate}</Label>
                <Input
                  id={`${idPrefix}-minutes`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CHECK_IN_LIMITS.minutesLateMax}
                  required
                  className="w-28"
                  value={minutes}
                  onChange={(e) => setMinutes(e.target.value)}
                />
              </div>
              <Button type="submit" size="sm" disabled={put.isPending}>
                {put.isPending ? COPY.saving : COPY.save}
              </Button>
            </form>
          )}
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-note`}>{COPY.note}</Label>
            <Input
              id={`${idPrefix}-note`}
              maxLength={CHECK_IN_LIMITS.noteMax}
              placeholder={COPY.notePlaceholder}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {editing && (
            <Button variant="ghost" size="sm" className="w-fit" onClick={() => setEditing(false)}>
              {COPY.cancel}
            </Button>
          )}
          {put.isError && (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {errorMessage(put.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
