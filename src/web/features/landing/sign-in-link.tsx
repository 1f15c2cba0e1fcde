import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

export const SIGN_IN_URL = '/api/login';

/** A button-styled link that sends the browser to /api/login (a full page navigation). */
export function SignInLink({ children, ...props }: Omit<ButtonProps, 'asChild'> & { children: ReactNode }) {
  return (
    <Button asChild {...props}>
      <a href={SIGN_IN_URL}>{children}</a>
    </Button>
  );
}
