import { Laptop, LogOut } from 'lucide-react';
import type { AccountSession } from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { viewerFormat } from '@/lib/viewer-format';
import { SECURITY_COPY } from './security-copy';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './use-account';

const TEXT = SECURITY_COPY.sessions;

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const device = session.device ?? TEXT.unknownDevice;
  const details = [session.current ? TEXT.thisDevice : TEXT.lastUsed(viewerFormat.dateTime(session.lastUsedAt)), session.place]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex items-center gap-3 py-3">
      <Laptop aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{device}</p>
        <p className="truncate text-sm text-muted-foreground">{details}</p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={TEXT.signOutLabel(device)}
          disabled={end.isPending}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast({ title: TEXT.signedOut, description: TEXT.signedOutText(device) }),
              onError: (error) => toast({ title: TEXT.failed, description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          {TEXT.signOut}
        </Button>
      )}
    </li>
  );
}

/** The account's signed-in browsers, each with 'Sign out', and 'Sign out everywhere else'. */
export function SignedInSessions() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section aria-labelledby="signed-in-sessions" className="grid gap-2">
      <h3 id="signed-in-sessions" className="text-sm font-semibold">
        {TEXT.title}
      </h3>
      {sessions.isLoading ? (
        <Skeleton className="h-14" aria-label={TEXT.loading} />
      ) : sessions.isError ? (
        <p className="text-sm text-destructive">{TEXT.loadFailed}</p>
      ) : (
        <ul className="divide-y rounded-lg border px-3">
          {(sessions.data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button
          variant="destructive-outline"
          className="w-full sm:w-fit"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ endedSessions }) =>
                toast({ title: TEXT.signedOutOthers, description: TEXT.signedOutOthersText(endedSessions) }),
              onError: (error) => toast({ title: TEXT.failed, description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {endOthers.isPending ? TEXT.signingOutOthers : TEXT.signOutOthers}
        </Button>
      )}
    </section>
  );
}
