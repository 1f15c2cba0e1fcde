import { ArrowLeft, Construction } from 'lucide-react';
import { Link } from 'wouter';
import type { AppRoute } from '@common/routes';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { IN_PROGRESS_COPY } from './in-progress-copy';

/** Placeholder for a screen not built yet: never a blank page. */
export default function InProgressPage({ route }: { route: AppRoute }) {
  useDocumentTitle(route.title);
  const preview = IN_PROGRESS_COPY.previews[route.path];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{route.title}</h1>
        {route.aiBadge && <Badge variant="ai">AI</Badge>}
      </div>
      <Card>
        <div className="flex flex-col items-center gap-4 px-5 py-12 text-center sm:py-16">
          <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Construction className="size-7" aria-hidden="true" />
          </div>
          <h2 className="text-xl font-semibold">{IN_PROGRESS_COPY.heading}</h2>
          {preview && <p className="max-w-xl text-muted-foreground">{preview}</p>}
          <Link href="/" className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
            <ArrowLeft aria-hidden="true" />
            {IN_PROGRESS_COPY.back}
          </Link>
        </div>
      </Card>
    </div>
  );
}
