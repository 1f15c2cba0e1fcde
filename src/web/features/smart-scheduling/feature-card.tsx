import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** One coordination feature with its status badge (its spec word when on, 'Off' otherwise). */
export function FeatureCard(props: { title: string; text: string; on: boolean; badge: string; children?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{props.title}</CardTitle>
          <Badge variant={props.on ? 'success' : 'secondary'}>{props.on ? props.badge : COPY.off}</Badge>
        </div>
        <CardDescription>{props.text}</CardDescription>
      </CardHeader>
      {props.children && <CardContent className="grid gap-2 text-sm">{props.children}</CardContent>}
    </Card>
  );
}
