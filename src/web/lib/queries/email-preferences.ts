import { queryOptions } from '@tanstack/react-query';
import type { EmailPreferences } from '@common/schemas/email-preferences';

/** GET /api/mail/preferences: which notification emails this parent gets. */
export const emailPreferencesQuery = () => queryOptions<EmailPreferences>({ queryKey: ['/api/mail/preferences'] });
