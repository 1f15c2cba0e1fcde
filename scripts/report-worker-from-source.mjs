// Dev (`tsx watch`) and tests only: the report worker run from its TypeScript source. A worker thread does not
// inherit tsx's loader (nor vitest's), so this registers tsx in the thread, then hands over to the real module.
// Production runs the compiled dist/src/server/features/legal/report-worker.js directly.
import { register } from 'tsx/esm/api';

register();
const { default: runReportTask } = await import('../src/server/features/legal/report-worker.ts');

export default runReportTask;
