import { AlertCircle } from 'lucide-react';
import { COPY } from '@common/copy';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

/** The 404 page of SPEC.md section 2, alone on the page or inside the app layout (`embedded`). */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  useDocumentTitle(COPY.notFound.title);
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper className={cn('flex w-full items-center justify-center px-4', embedded ? 'py-16' : 'min-h-svh bg-muted/40')}>
      <Card className="w-full max-w-md p-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{COPY.notFound.title}</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{COPY.notFound.text}</p>
      </Card>
    </Wrapper>
  );
}
