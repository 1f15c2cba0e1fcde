import { ArrowRight } from 'lucide-react';
import { COPY } from '@common/copy';
import { SignInLink } from './sign-in-link';
import { LANDING_COPY } from './landing-copy';

export function LandingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl shadow-primary/20 sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {LANDING_COPY.ctaTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">{LANDING_COPY.ctaText}</p>
        <SignInLink signUp size="lg" variant="secondary" className="mt-8 w-full sm:w-auto">
          {COPY.landing.startAccount}
          <ArrowRight aria-hidden="true" />
        </SignInLink>
      </div>
    </section>
  );
}
