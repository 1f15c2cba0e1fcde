import { createElement, type ReactNode, type Ref } from 'react';

/**
 * Lucide's icon factory, for the icons of lucide-react (vite.config.ts points their `../createLucideIcon.mjs` here).
 * It draws the very same <svg> as lucide's own (lucide-icon.test.ts compares them), without the generic `Icon`, the
 * provider context (we use no LucideProvider) and forwardRef (React 19 passes `ref` as a prop): the icon factory is on
 * every first load, and this is a third of its size.
 */

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number | undefined>])[];

interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: IconNode;
  aliases?: readonly string[];
}

interface IconProps extends Record<string, unknown> {
  ref?: Ref<SVGSVGElement>;
  color?: string;
  size?: string | number;
  width?: string | number;
  height?: string | number;
  strokeWidth?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  className?: string;
  children?: ReactNode;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/** The distinct class names of `classes`, in order (lucide's mergeClasses). */
function mergeClasses(...classes: readonly string[]): string {
  return [...new Set(classes.flatMap((names) => names.split(/\s+/)).filter(Boolean))].join(' ');
}

/** A prop naming the icon for assistive technology: then lucide does not hide it. */
const isA11yProp = (name: string, value: unknown) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null;

export default function createLucideIcon(icon: IconData) {
  const viewBox = `0 0 ${icon.size ?? icon.width ?? DEFAULT_SIZE} ${icon.size ?? icon.height ?? DEFAULT_SIZE}`;
  const iconClasses = [
    icon.name ? `lucide-${icon.name}` : '',
    ...(icon.aliases ?? []).map((alias) => (alias.trim() ? `lucide-${alias}` : '')),
  ];

  return function LucideIcon(props: IconProps) {
    const {
      ref,
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className = '',
      children,
      ...rest
    } = props;
    const drawnWidth = width ?? size ?? DEFAULT_SIZE;
    const stroke = strokeWidth ?? DEFAULT_STROKE_WIDTH;
    const labelled = Boolean(children) || Object.entries(rest).some(([name, value]) => isA11yProp(name, value));
    const attributes = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: drawnWidth,
      height: height ?? size ?? DEFAULT_SIZE,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth ? (Number(stroke) * (icon.size ?? icon.width ?? DEFAULT_SIZE)) / Number(drawnWidth) : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: mergeClasses('lucide', ...iconClasses, className),
      ...(labelled ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    };
    // Separate children, not a list: the build strips the shapes' React keys (vite.config.ts).
    const shapes = icon.node.map(([tag, shape]) =>
      createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...shape } : shape),
    );
    return createElement('svg', attributes, ...shapes, ...(Array.isArray(children) ? (children as ReactNode[]) : [children]));
  };
}
