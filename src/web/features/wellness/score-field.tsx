import { useId } from 'react';
import { WELLNESS_SCORE } from '@common/wellness-rules';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';

interface ScoreFieldProps {
  label: string;
  /** Words for the ends of the scale, shown under the slider and spoken with the value. */
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
}

/** One 1-10 slider (SPEC.md section 5: step 1, default 5) with its label, value and scale ends. */
export function ScoreField({ label, low, high, value, onChange }: ScoreFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <Label id={`${id}-label`}>{label}</Label>
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {value}/10
        </span>
      </div>
      <Slider
        labelledBy={`${id}-label`}
        min={WELLNESS_SCORE.min}
        max={WELLNESS_SCORE.max}
        step={WELLNESS_SCORE.step}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? WELLNESS_SCORE.default)}
        valueText={(v) => `${v} out of 10 (1 is ${low}, 10 is ${high})`}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>1 · {low}</span>
        <span>10 · {high}</span>
      </div>
    </div>
  );
}
