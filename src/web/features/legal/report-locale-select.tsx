import { useId } from 'react';
import { createFormat } from '@common/format/format';
import { SCREEN_COPY } from '@common/screen-copy';
import { REPORT_LOCALE_LABELS, REPORT_LOCALES, type ReportLocale } from '@common/legal-rules';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useReportLocale, useSetReportLocale } from './use-legal';
import { LEGAL_COPY } from './legal-copy';

/** An example of each format: one date and time, as every report of the family will print them. */
const EXAMPLE = '2030-03-04T17:00:00.000Z';
const example = (locale: string) => createFormat(locale, 'UTC').dateTime(EXAMPLE);

/** How dates read in the family's reports (the family's locale), for reports generated from now on. */
export function ReportLocaleSelect() {
  const id = useId();
  const current = useReportLocale();
  const setLocale = useSetReportLocale();
  const value = current.data?.locale;
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor={id} className="shrink-0">
        {LEGAL_COPY.datesInReports}
      </Label>
      <Select
        id={id}
        className="min-h-10 w-full min-w-0 sm:w-auto"
        value={value}
        options={REPORT_LOCALES.map((locale) => ({ value: locale, label: `${REPORT_LOCALE_LABELS[locale]}: ${example(locale)}` }))}
        disabled={!value || setLocale.isPending}
        placeholder={LEGAL_COPY.loadingOption}
        onValueChange={(locale) =>
          setLocale.mutate(
            { locale: locale as ReportLocale },
            {
              onError: (error) => toast({ title: SCREEN_COPY.legal.errorTitle, description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
    </div>
  );
}
