import type { Severity } from '@common/schemas/smart-scheduling';
import { Badge } from '@/components/ui/badge';

/** SPEC.md section 5: high is destructive, medium is default, low is secondary. */
const VARIANT = { high: 'destructive', medium: 'default', low: 'secondary' } as const;

// The destructive red of the dark theme is too light behind small white text (axe: 3.5:1): a deeper red there.
const DARK = { high: 'dark:bg-red-700', medium: undefined, low: undefined } as const;

export function SeverityBadge({ severity, label }: { severity: Severity; label: string }) {
  return (
    <Badge variant={VARIANT[severity]} className={DARK[severity]}>
      {label}
    </Badge>
  );
}
