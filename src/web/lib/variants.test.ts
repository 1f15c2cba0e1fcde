import { describe, expect, it } from 'vitest';
import { variants } from './variants';

const button = variants('base', {
  variants: { tone: { plain: 'tone-plain', loud: 'tone-loud' }, size: { sm: 'size-sm', lg: 'size-lg' } },
  defaultVariants: { tone: 'plain', size: 'sm' },
});

describe('variants', () => {
  it('uses the defaults when nothing is chosen', () => {
    expect(button()).toBe('base tone-plain size-sm');
    expect(button({ tone: null })).toBe('base tone-plain size-sm');
  });
  it('applies the chosen variants and extra classes last', () => {
    expect(button({ tone: 'loud', size: 'lg', className: 'mt-2' })).toBe('base tone-loud size-lg mt-2');
  });
});
