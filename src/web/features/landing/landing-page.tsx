import { COPY } from '@common/copy';
import { Logo } from '@/shell/logo';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LandingCallToAction } from './landing-cta';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingWhy } from './landing-why';
import { SignInLink } from './sign-in-link';
import { LANDING_COPY } from './landing-copy';

/** The visitor's page (SPEC.md section 2, 'Landing page'). */
export default function LandingPage() {
  useDocumentTitle(LANDING_COPY.documentTitle);
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <a href="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring">
            <Logo />
          </a>
          <SignInLink variant="ghost">{COPY.landing.signIn}</SignInLink>
        </div>
      </header>
      <main className="flex-1">
        <LandingHero />
        <LandingFeatures />
        <LandingWhy />
        <LandingCallToAction />
      </main>
      <footer className="border-t py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <Logo className="text-foreground" />
          <p>{COPY.landing.footer}</p>
        </div>
      </footer>
    </div>
  );
}
