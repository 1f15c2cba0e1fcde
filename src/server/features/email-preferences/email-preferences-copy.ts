/** The words of the unsubscribe page (the email's own words are in notifications/notification-mail-copy.ts). */
export const UNSUBSCRIBE_COPY = {
  title: 'Amity emails',
  confirm: {
    heading: (topic: string) => `Stop emails about ${topic}?`,
    text: 'You will still see these notifications in Amity. You can turn the emails back on under Profile, Notification Settings.',
    button: 'Stop these emails',
  },
  done: {
    heading: (topic: string) => `Emails about ${topic} are off`,
    text: 'You will still see these notifications in Amity. To get the emails again, turn them back on under Profile, Notification Settings.',
  },
  invalid: {
    heading: 'This unsubscribe link does not work',
    text: 'It may have been cut short by your mail program. Copy the whole link from the email, or choose which emails you get under Profile, Notification Settings.',
  },
  openAmity: 'Open Amity',
};
