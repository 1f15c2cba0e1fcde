/** The words of deleting and exporting an account, on the server. */
export const ACCOUNT_COPY = {
  wrongPassword: 'Your password is not correct.',
  wrongEmail: 'Type the email address of your account.',
  auditSummary: (name: string) => `${name} deleted their account; the shared records stay with the family, shown as from a former member`,
  tooManyExports: 'exports',
};
