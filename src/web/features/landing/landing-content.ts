import { Bell, CalendarDays, FileLock2, MessageSquareLock, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { COPY } from '@common/copy';

export interface LandingFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const [calendar, messaging, family, privacy, updates, documents] = COPY.landing.features;

/** The six feature cards of SPEC.md section 2, described with the promises of section 1. */
export const LANDING_FEATURES: LandingFeature[] = [
  { title: calendar, icon: CalendarDays, description: 'Custody schedules, school events and appointments in one calendar you both see.' },
  {
    title: messaging,
    icon: MessageSquareLock,
    description: 'Private messages with a complete history and file sharing, so nothing gets lost.',
  },
  { title: family, icon: Users, description: "Keep each child's information and school details up to date in one shared place." },
  { title: privacy, icon: ShieldCheck, description: "Your family's records stay private and secure, visible only to the two of you." },
  { title: updates, icon: Bell, description: 'Real-time notifications the moment a plan changes, so nobody is caught off guard.' },
  { title: documents, icon: FileLock2, description: 'Store custody agreements, medical records and school records safely together.' },
];

const [reduceConflict, stayOrganized, focusOnChildren] = COPY.landing.whyChoose;

/** The three steps of the 'Why Choose' section. */
export const WHY_CHOOSE_STEPS = [
  {
    title: reduceConflict,
    description: 'AI tone checks suggest calmer wording before you hit send, keeping conversations about the children.',
  },
  { title: stayOrganized, description: 'Schedules, expenses and records live in one shared place that both parents can trust.' },
  { title: focusOnChildren, description: 'Spend less time coordinating and more time being present for your kids.' },
];
