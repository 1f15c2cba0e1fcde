import { PRODUCT_NAME } from '@common/constants';
import { WHY_CHOOSE_STEPS } from './landing-content';
import { LANDING_COPY } from './landing-copy';

export function LandingWhy() {
  return (
    <section aria-labelledby="why-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {LANDING_COPY.whyTitle(PRODUCT_NAME)}
        </h2>
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {WHY_CHOOSE_STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span
                className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-md shadow-primary/20"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 max-w-xs text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
