/** The placeholder screen's words. */
export const IN_PROGRESS_COPY = {
  heading: 'This screen is in progress',
  back: 'Back to Dashboard',
  /** What is coming on each screen not built yet, one sentence each, drawn from SPEC.md section 2 (built screens have no entry). */
  previews: {
    '/insights': 'Family insights on communication quality, schedule adherence, activities and wellness, with smart suggestions.',
  } as Record<string, string | undefined>,
} as const;
