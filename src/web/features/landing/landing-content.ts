import { Bell, CalendarDays, FileLock2, MessageSquareLock, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { COPY } from '@common/copy';
import { LANDING_COPY } from './landing-copy';

export interface LandingFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const [calendar, messaging, family, privacy, updates, documents] = COPY.landing.features;

/** The six feature cards of SPEC.md section 2, described with the promises of section 1. */
export const LANDING_FEATURES: LandingFeature[] = [
  { title: calendar, icon: CalendarDays, description: LANDING_COPY.features.calendar },
  {
    title: messaging,
    icon: MessageSquareLock,
    description: LANDING_COPY.features.messaging,
  },
  { title: family, icon: Users, description: LANDING_COPY.features.family },
  { title: privacy, icon: ShieldCheck, description: LANDING_COPY.features.privacy },
  { title: updates, icon: Bell, description: LANDING_COPY.features.updates },
  { title: documents, icon: FileLock2, description: LANDING_COPY.features.documents },
];

const [reduceConflict, stayOrganized, focusOnChildren] = COPY.landing.whyChoose;

/** The three steps of the 'Why Choose' section. */
export const WHY_CHOOSE_STEPS = [
  {
    title: reduceConflict,
    description: LANDING_COPY.why.reduceConflict,
  },
  { title: stayOrganized, description: LANDING_COPY.why.stayOrganized },
  { title: focusOnChildren, description: LANDING_COPY.why.focusOnChildren },
];
