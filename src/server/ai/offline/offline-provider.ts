import type { AiProvider } from '../provider.js';
import { analyzeConflictOffline } from './analyze-conflict.js';

/** Rules and the bundled tone model: no network, deterministic. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    analyzeConflict: async (message) => analyzeConflictOffline(message),
  };
}
