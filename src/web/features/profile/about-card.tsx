import { Info } from 'lucide-react';
import { APP_VERSION, PRODUCT_NAME } from '@common/constants';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppConfig } from './use-profile-data';
import { PROFILE_COPY } from './profile-copy';

export function AboutCard() {
  const config = useAppConfig();
  const email = config.data?.supportEmail;
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Info}>{PROFILE_COPY.about}</IconCardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="text-base font-semibold">{PRODUCT_NAME}</p>
        <p className="text-muted-foreground">{PROFILE_COPY.version(APP_VERSION)}</p>
        {config.isLoading ? (
          <Skeleton className="h-5 w-48" />
        ) : email ? (
          <p className="text-muted-foreground">
            {PROFILE_COPY.support}{' '}
            <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {email}
            </a>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
