import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

export const SIGN_IN_URL = '/api/login';
/** The same page, opened on 'Create account': where the sign-up buttons send a new visitor. */
export const SIGN_UP_URL = '/api/login?mode=register';

/** A button-styled link that sends the browser to /api/login (a full page navigation), on sign-in or on sign-up. */
export function SignInLink({
  children,
  signUp = false,
  ...props
}: Omit<ButtonProps, 'asChild'> & { children: ReactNode; signUp?: boolean }) {
  return (
    <Button asChild {...props}>
      <a href={signUp ? SIGN_UP_URL : SIGN_IN_URL}>{children}</a>
    </Button>
  );
}
