/** What is coming on each screen not built yet, one sentence each, drawn from SPEC.md section 2. */
export const SCREEN_PREVIEWS: Record<string, string> = {
  '/calendar':
    'A shared month calendar with week and day views, colour-coded custody, school, appointment and activity events, and a quick way to add new ones.',
  '/messages': 'Conversations with your co-parent beside a chat panel, with AI tone checks that suggest calmer wording before you send.',
  '/children': 'A card for each child with age, school, grade, emergency contact and notes, ready to edit or to schedule an event for.',
  '/timeline': "A vertical timeline of each child's milestones, school moments, medical notes and memories, with AI-suggested tags.",
  '/expenses': 'Shared child expenses with categories, amounts to the cent, approval status and AI advice on how to split them.',
  '/wellness': 'Private check-ins of mood, stress and communication, with weekly averages and a gentle AI insight.',
  '/legal': 'Communication logs, expense reports and custody summaries, with court-ready report generation and download.',
  '/media': 'A family photo and video library with search, categories and AI-suggested tags and memory highlights.',
  '/insights': 'Family insights on communication quality, schedule adherence, activities and wellness, with smart suggestions.',
  '/voice': 'A voice assistant that answers spoken questions about schedules and messages, with quick commands and session history.',
  '/learning': 'Family games, AI-generated stories and practical tips, filtered by category and age.',
  '/smart-scheduling': 'Automatic detection of schedule conflicts with suggested fixes, smart suggestions and schedule analytics.',
  '/smart-communication': 'A message composer that analyses tone, clarity and urgency and proposes an enhanced version of your message.',
  '/voice-journal': 'A voice-to-text journal with AI transcription, so you can capture thoughts and moments hands-free.',
};
