/** The placeholder screen's words. */
export const IN_PROGRESS_COPY = {
  heading: 'This screen is in progress',
  back: 'Back to Dashboard',
  /** What is coming on each screen not built yet, one sentence each, drawn from SPEC.md section 2 (built screens have no entry). */
  previews: {
    '/insights': 'Family insights on communication quality, schedule adherence, activities and wellness, with smart suggestions.',
    '/voice': 'A voice assistant that answers spoken questions about schedules and messages, with quick commands and session history.',
    '/learning': 'Family games, AI-generated stories and practical tips, filtered by category and age.',
    '/smart-scheduling': 'Automatic detection of schedule conflicts with suggested fixes, smart suggestions and schedule analytics.',
    '/voice-journal': 'A voice-to-text journal with AI transcription, so you can capture thoughts and moments hands-free.',
  } as Record<string, string | undefined>,
} as const;
