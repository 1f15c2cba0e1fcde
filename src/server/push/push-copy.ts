/** The words of push notifications that are not the bell's own sentence. */
export const PUSH_COPY = {
  message: {
    title: (sender: string) => `${sender} sent you a message`,
    body: (subject: string) => `In “${subject}”. Open Amity to read it.`,
    withoutDetail: 'Open Amity to read it.',
  },
};
