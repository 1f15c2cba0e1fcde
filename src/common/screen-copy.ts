/**
 * Visible texts of the record-keeping screens (SPEC.md sections 2 and 8), word for word. Kept apart from COPY,
 * which the first load carries, so these texts load with their screens.
 */
export const SCREEN_COPY = {
  legal: {
    heading: 'Legal Documentation',
    createDocument: 'Create Document',
    generateReport: 'Generate Report',
    empty: 'No Legal Documents Yet',
    documentCreated: 'Legal document created successfully!',
    reportGeneratedTitle: 'Report Generated',
    reportGenerated: 'Your court-ready report has been generated with AI insights.',
    errorTitle: 'Error',
    datesMissing: 'Please select start and end dates for the report.',
    aiDisabled: 'AI features are disabled: the summary is written by offline rules on this server, from your records only.',
  },
  expenses: {
    heading: 'Expenses',
    addExpense: 'Add Expense',
    empty: 'No Expenses Yet',
    expenseAdded: 'Expense added successfully!',
    statuses: { approved: 'approved', pending: 'pending', disputed: 'disputed' },
    aiBanner: 'AI expense assistant: type a title and an amount to get a category, a split suggestion and a price check.',
    aiDisabled: 'AI features are disabled. Enable them in settings for expense categorisation and split advice.',
  },
  wellness: {
    heading: 'Wellness',
    logCheckIn: 'Log Check-in',
    recentCheckIns: 'Recent Check-ins',
    empty: 'Start Your Wellness Journey',
    entryLogged: 'Wellness entry logged successfully!',
    averageMood: 'Average Mood',
    stressLevel: 'Stress Level',
    communication: 'Communication',
    improving: 'Improving',
    aiDisabled: 'AI features are disabled. Enable them in settings for wellness insights.',
  },
  timeline: {
    heading: 'Child Timeline',
    addEntry: 'Add Entry',
    selectChild: 'Select a Child',
    empty: 'No Timeline Entries Yet',
    entryAdded: 'Timeline entry added successfully!',
    aiDisabled: 'AI features are disabled. Enable them in settings for timeline suggestions.',
  },
  media: {
    heading: 'AI Media Library',
    photoLibrary: 'Photo Library',
    upload: 'AI Upload & Analysis',
    insights: 'Memory Insights',
    aiDisabled: 'AI features are disabled. Enable them in settings for photo and video analysis.',
  },
} as const;
