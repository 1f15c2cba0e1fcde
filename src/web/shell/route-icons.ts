import {
  Baby,
  BookHeart,
  Brain,
  CalendarClock,
  CalendarDays,
  Gamepad2,
  HeartPulse,
  History,
  Images,
  LayoutDashboard,
  MessageSquare,
  MessagesSquare,
  Mic,
  NotebookPen,
  Receipt,
  Scale,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

/** One icon per route of APP_ROUTES and EXTRA_ROUTES, keyed by path. */
export const ROUTE_ICONS: Record<string, LucideIcon> = {
  '/': LayoutDashboard,
  '/calendar': CalendarDays,
  '/messages': MessageSquare,
  '/children': Baby,
  '/timeline': BookHeart,
  '/expenses': Receipt,
  '/wellness': HeartPulse,
  '/legal': Scale,
  '/media': Images,
  '/insights': Brain,
  '/voice': Mic,
  '/learning': Gamepad2,
  '/smart-scheduling': CalendarClock,
  '/smart-communication': MessagesSquare,
  '/voice-journal': NotebookPen,
  '/profile': UserRound,
  '/history': History,
};

export const fallbackRouteIcon: LucideIcon = LayoutDashboard;
