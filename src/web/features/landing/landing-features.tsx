import { Card } from '@/components/ui/card';
import { LANDING_FEATURES } from './landing-content';
import { FEATURES_SECTION_ID } from './landing-hero';
import { LANDING_COPY } from './landing-copy';

export function LandingFeatures() {
  return (
    <section
      id={FEATURES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t bg-muted/40 py-16 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {LANDING_COPY.featuresTitle}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{LANDING_COPY.featuresText}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {LANDING_FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-6 transition-shadow hover:shadow-md">
                <div className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
