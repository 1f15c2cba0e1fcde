import { ArrowRight, ShieldCheck } from 'lucide-react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { LandingPreview } from './landing-preview';
import { SignInLink } from './sign-in-link';
import { LANDING_COPY } from './landing-copy';

export const FEATURES_SECTION_ID = 'features';

function scrollToFeatures() {
  const section = document.getElementById(FEATURES_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

export function LandingHero() {
  return (
    <section className="relative overflow-hidden" aria-labelledby="landing-headline">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-[0.12]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs sm:text-sm">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" />
            {LANDING_COPY.badge}
          </p>
          <h1 id="landing-headline" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {LANDING_COPY.headline} <span className="text-primary">{LANDING_COPY.headlineAccent}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground sm:text-xl">{COPY.landing.tagline}</p>
          <p className="mt-3 max-w-xl text-base text-muted-foreground">{LANDING_COPY.lead}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <SignInLink signUp size="lg">
              {COPY.landing.getStarted}
              <ArrowRight aria-hidden="true" />
            </SignInLink>
            <Button size="lg" variant="outline" onClick={scrollToFeatures}>
              {COPY.landing.learnMore}
            </Button>
          </div>
        </div>
        <LandingPreview />
      </div>
    </section>
  );
}
