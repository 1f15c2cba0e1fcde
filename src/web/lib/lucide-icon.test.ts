import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as calendarDays from 'lucide-react/icons/calendar-days';
import * as check from 'lucide-react/icons/check';
import * as heartHandshake from 'lucide-react/icons/heart-handshake';
import * as panelLeft from 'lucide-react/icons/panel-left';
import createLucideIcon from './lucide-icon';

type Props = Record<string, unknown>;
type IconData = Parameters<typeof createLucideIcon>[0];
/** An icon module of lucide-react as it is (its types leave out the data it exports). */
type IconModule = { default: ComponentType<Props>; __iconData: IconData & { name: string } };

/** The icon's data as the build leaves it (vite.config.ts): no React key per shape, no default size. */
function asBuilt(data: IconData): IconData {
  const { size: _size, ...rest } = data;
  return { ...rest, node: data.node.map(([tag, { key: _key, ...shape }]) => [tag, shape] as const) };
}

/** Lucide's own components (the tests do not use vite.config.ts's redirect) and their data, drawn by ours. */
const ICONS = ([calendarDays, check, heartHandshake, panelLeft] as unknown as IconModule[]).flatMap((module) =>
  [module.__iconData, asBuilt(module.__iconData)].map((data) => ({
    name: `${module.__iconData.name}${data === module.__iconData ? '' : ' (as built)'}`,
    lucide: module.default,
    ours: createLucideIcon(data),
  })),
);

const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-5 text-primary', 'aria-hidden': 'true' },
  { className: 'size-3.5', strokeWidth: 3 },
  { size: 16 },
  { size: 48, absoluteStrokeWidth: true },
  { width: 20, height: 10, color: 'red' },
  { color: '' },
  { 'aria-label': 'Calendar' },
  { role: 'img', className: 'lucide size-4 size-4' },
  { title: 'Calendar', 'aria-hidden': undefined },
  { nonScalingStroke: true, fill: 'currentColor', style: { opacity: 0.5 }, 'data-slot': 'icon' },
  { children: createElement('title', null, 'Calendar') },
];

describe('our lucide icon factory', () => {
  it.each(ICONS)('draws $name exactly as lucide-react does, whatever the props', ({ lucide, ours }) => {
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(ours, props)), JSON.stringify(props)).toBe(
        renderToStaticMarkup(createElement(lucide, props)),
      );
    }
  });

  it('passes the ref to the svg element', () => {
    const icon = ICONS[0];
    if (!icon) throw new Error('no icon');
    const element = icon.ours({ ref: 'the-ref' } as unknown as Props) as unknown as { props: { ref?: unknown } };
    expect(element.props.ref).toBe('the-ref');
  });
});
