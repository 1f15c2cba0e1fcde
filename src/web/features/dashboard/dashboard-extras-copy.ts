import type { GettingStartedStep } from '@common/schemas/getting-started';

/** The words of the dashboard's lazily loaded cards (swaps waiting, getting started): they load with those cards. */
export const DASHBOARD_EXTRAS_COPY = {
  swapsTitle: 'Swap requests waiting for you',
  answerOnCalendar: 'Answer on Calendar',
  swapAsked: (name: string, days: string) => `${name} asks to swap ${days}`,
  gettingStarted: {
    title: 'Getting started',
    description: 'A few steps to set up your family space. Each one ticks itself off once it is done.',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    done: 'Done',
    hide: 'Hide',
    hideLabel: 'Hide the getting-started checklist',
    hideFailed: 'Could not hide the checklist',
    invited: 'Invitation sent: waiting for your co-parent to join.',
    steps: {
      invite: { title: 'Invite your co-parent', hint: 'Share one calendar, one message history and one set of records.' },
      children: { title: 'Add your children', hint: 'Names, birthdays, school and emergency contacts in one place.' },
      schedule: { title: 'Set the custody schedule', hint: 'Who has the children on which days, shaded on the calendar.' },
      calendar: { title: 'Subscribe to the calendar', hint: "See the family's events in your phone's calendar app." },
      notifications: { title: 'Turn on notifications', hint: 'Hear about a new message or a change of plan right away.' },
    } satisfies Record<GettingStartedStep, { title: string; hint: string }>,
  },
} as const;
