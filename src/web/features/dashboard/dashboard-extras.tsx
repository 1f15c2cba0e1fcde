import { HandoverCheckInCard } from '@/components/check-ins/handover-check-in-card';
import { GettingStartedCard } from './getting-started-card';
import { PendingSwapsCard } from './pending-swaps-card';

const FULL_WIDTH = 'lg:col-span-3';

/**
 * The cards at the top of the dashboard that need not be there at first paint, in one lazily loaded
 * chunk behind one boundary (which keeps the first load within its budget): the swaps waiting for this
 * parent's answer, then the getting-started checklist. Each renders nothing when it has nothing to say.
 */
export default function DashboardExtras() {
  return (
    <>
      <HandoverCheckInCard className={FULL_WIDTH} />
      <PendingSwapsCard className={FULL_WIDTH} />
      <GettingStartedCard className={FULL_WIDTH} />
    </>
  );
}
