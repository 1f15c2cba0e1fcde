import { CarFront, ClipboardPen, Send, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { COPY } from '@common/copy';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { DASHBOARD_COPY } from './dashboard-copy';

const actionClasses =
  'flex w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ActionBody({ icon: Icon, title, hint, tone }: { icon: LucideIcon; title: string; hint: string; tone: string }) {
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

function Item({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

export function QuickActionsCard({ onSchedulePickup, className }: { onSchedulePickup: () => void; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle id="quick-actions-title" className="flex items-center gap-2">
          <Zap className="size-5 text-primary" aria-hidden="true" />
          {COPY.dashboard.quickActions}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          <Item>
            <button type="button" className={actionClasses} onClick={onSchedulePickup}>
              <ActionBody
                icon={CarFront}
                title={COPY.dashboard.schedulePickup}
                hint={DASHBOARD_COPY.pickupHint}
                tone="bg-primary/10 text-primary"
              />
            </button>
          </Item>
          <Item>
            <Link href="/messages" className={actionClasses}>
              <ActionBody
                icon={Send}
                title={COPY.dashboard.sendUpdate}
                hint={DASHBOARD_COPY.sendUpdateHint}
                tone="bg-success/15 text-success"
              />
            </Link>
          </Item>
          <Item>
            <Link href="/timeline" className={actionClasses}>
              <ActionBody
                icon={ClipboardPen}
                title={COPY.dashboard.logActivity}
                hint={DASHBOARD_COPY.logActivityHint}
                tone="bg-warning/15 text-warning"
              />
            </Link>
          </Item>
        </ul>
      </CardContent>
    </Card>
  );
}
