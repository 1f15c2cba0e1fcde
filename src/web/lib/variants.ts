/**
 * A small stand-in for class-variance-authority (which costs 1 kB gzipped of the first load):
 * `variants(base, { variants, defaultVariants })` returns a function from a choice of variants to classes.
 */

type VariantConfig = Record<string, Record<string, string>>;

export type VariantChoice<V extends VariantConfig> = { [K in keyof V]?: keyof V[K] | null };

export type VariantFn<V extends VariantConfig> = (choice?: VariantChoice<V> & { className?: string }) => string;

/** The variant props a component built with `variants()` accepts. */
export type VariantProps<F> = F extends VariantFn<infer V> ? VariantChoice<V> : never;

export function variants<V extends VariantConfig>(
  base: string,
  config: { variants: V; defaultVariants: { [K in keyof V]: keyof V[K] } },
): VariantFn<V> {
  return (choice = {}) => {
    const classes = [base];
    for (const name of Object.keys(config.variants) as (keyof V & string)[]) {
      const selected = choice[name] ?? config.defaultVariants[name];
      const value = config.variants[name]?.[selected as string];
      if (value) classes.push(value);
    }
    if (choice.className) classes.push(choice.className);
    return classes.join(' ');
  };
}
