/** The landing page's own words (the spec's shared texts live in COPY.landing). */
export const LANDING_COPY = {
  documentTitle: 'Co-parenting made calmer',
  badge: 'Private by design · Open source',
  headline: 'Raise your children together,',
  headlineAccent: 'even apart',
  lead: 'One calm, shared space for schedules, messages, expenses and records, built for separated parents.',
  featuresTitle: 'Everything two households need',
  featuresText: 'Shared tools that keep both parents informed, so every conversation stays about the children.',
  features: {
    calendar: 'Custody schedules, school events and appointments in one calendar you both see.',
    messaging: 'Private messages with a complete history and file sharing, so nothing gets lost.',
    family: "Keep each child's information and school details up to date in one shared place.",
    privacy: "Your family's records stay private and secure, visible only to the two of you.",
    updates: 'Real-time notifications the moment a plan changes, so nobody is caught off guard.',
    documents: 'Store custody agreements, medical records and school records safely together.',
  },
  whyTitle: (product: string) => `Why Choose ${product}`,
  why: {
    reduceConflict: 'AI tone checks suggest calmer wording before you hit send, keeping conversations about the children.',
    stayOrganized: 'Schedules, expenses and records live in one shared place that both parents can trust.',
    focusOnChildren: 'Spend less time coordinating and more time being present for your kids.',
  },
  ctaTitle: 'Ready for calmer co-parenting?',
  ctaText: 'Set up your family space in minutes, then invite your co-parent when you are ready.',
  preview: {
    upcoming: 'Upcoming this week',
    events: [
      { title: 'School pickup', when: 'Today 3:30 PM' },
      { title: 'Dentist check-up', when: 'Tomorrow 10:00 AM' },
      { title: 'Soccer practice', when: 'Sat 9:00 AM' },
    ],
    messageDraft: 'Message draft',
    harsh: 'You are late again. Typical.',
    calm: 'Could we aim for 5:00 PM pickups so the kids can plan their evening?',
  },
} as const;
