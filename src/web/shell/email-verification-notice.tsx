import { useMutation } from '@tanstack/react-query';
import { MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiJson, errorMessage } from '@/lib/api';
import { EMAIL_VERIFICATION_BANNER_COPY as COPY } from './email-verification-copy';

/**
 * The visible banner: a polite status region, so what changes in it ('Sent. Check your inbox.', or why
 * not) is read out. Wraps onto two lines on a phone.
 */
export default function EmailVerificationNotice({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  const resend = useMutation({ mutationFn: () => apiJson<{ message: string }>('POST', '/api/auth/resend-verification') });
  const text = COPY.text(email);
  return (
    <div role="status" aria-live="polite" className="border-b border-primary/20 bg-primary/8 px-4 py-2 text-sm sm:px-6 lg:px-8">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-1.5">
        <MailWarning className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-52">
          {text.before}
          <strong className="font-semibold wrap-anywhere">{text.email}</strong>
          {text.after}
        </p>
        <div className="ml-auto flex min-w-0 items-center gap-1">
          {resend.isSuccess ? (
            <p className="font-medium">{COPY.sent}</p>
          ) : (
            <Button variant="outline" size="sm" className="h-8" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? COPY.sending : COPY.resend}
            </Button>
          )}
          <Button variant="ghost" size="icon-xs" aria-label={COPY.dismiss} onClick={onDismiss}>
            <X aria-hidden="true" />
          </Button>
        </div>
        {resend.isError && <p className="basis-full text-destructive">{errorMessage(resend.error)}</p>}
      </div>
    </div>
  );
}
