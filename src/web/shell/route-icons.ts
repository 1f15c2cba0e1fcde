import {
  Baby,
  BookHeart,
  Brain,
  CalendarClock,
  CalendarDays,
  Gamepad2,
  HeartPulse,
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

/** One icon per route of APP_ROUTES, keyed by path (the extra screens' icons load with their navigation). */
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
};

export const fallbackRouteIcon: LucideIcon = LayoutDashboard;
