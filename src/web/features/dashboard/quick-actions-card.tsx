import { CarFront, ClipboardPen, Send, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { COPY } from '@common/copy';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { cn } from '@/lib/utils';
import { DASHBOARD_COPY } from './dashboard-copy';

const actionClasses =
  'flex w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface QuickAction {
  icon: LucideIcon;
  title: string;
  hint: string;
  tone: string;
}

const SCHEDULE_PICKUP: QuickAction = {
  icon: CarFront,
  title: COPY.dashboard.schedulePickup,
  hint: DASHBOARD_COPY.pickupHint,
  tone: 'bg-primary/10 text-primary',
};

/** The actions that open another screen. */
const LINKS: (QuickAction & { href: string })[] = [
  {
    href: '/messages',
    icon: Send,
    title: COPY.dashboard.sendUpdate,
    hint: DASHBOARD_COPY.sendUpdateHint,
    tone: 'bg-success/15 text-success',
  },
  {
    href: '/timeline',
    icon: ClipboardPen,
    title: COPY.dashboard.logActivity,
    hint: DASHBOARD_COPY.logActivityHint,
    tone: 'bg-warning/15 text-warning',
  },
];

function ActionBody({ icon: Icon, title, hint, tone }: QuickAction) {
  return (
    <>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
    </>
  );
}

export function QuickActionsCard({ onSchedulePickup, className }: { onSchedulePickup: () => void; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <IconCardTitle icon={Zap} id="quick-actions-title">
          {COPY.dashboard.quickActions}
        </IconCardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          <li>
            <button type="button" className={actionClasses} onClick={onSchedulePickup}>
              <ActionBody {...SCHEDULE_PICKUP} />
            </button>
          </li>
          {LINKS.map((action) => (
            <li key={action.href}>
              <Link href={action.href} className={actionClasses}>
                <ActionBody {...action} />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
