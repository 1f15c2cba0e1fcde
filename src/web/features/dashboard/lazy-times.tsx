import { lazy } from 'react';

/**
 * The dashboard's times, from a chunk of their own: the format module stays out of the dashboard's first load
 * (its budget). The chunk starts loading with this module, beside the cards' data, so it is usually there first.
 */
const load = () => import('./dashboard-times');
void load();

export const EventTime = lazy(() => load().then((m) => ({ default: m.EventTime })));
export const MessageAge = lazy(() => load().then((m) => ({ default: m.MessageAge })));
