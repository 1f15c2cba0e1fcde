/** A job as its handler sees it. */
export interface Job<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  key: string | null;
  runAt: string;
  /** 1 on the first run. */
  attempts: number;
}

export interface EnqueueInput {
  kind: string;
  payload: unknown;
  /** When it is due; now when omitted. */
  runAt?: Date;
  /** A job with a key already queued (done or not) is not queued again. */
  key?: string;
}

/** Runs one job; throwing records the error and retries it later. `now` is the time the run was asked for. */
export type JobHandler<P = unknown> = (job: Job<P>, now: Date) => Promise<void>;

export interface JobQueue {
  /** Queues a job; false when one with the same key already exists. */
  enqueue(input: EnqueueInput): Promise<boolean>;
  handle<P>(kind: string, handler: JobHandler<P>): void;
  /** Queues `kind` once per slot of `everyMs` (key `<kind>:<slot start>`), whichever instance gets there first. */
  every(kind: string, everyMs: number): void;
  /** Polls for due jobs until stop(). */
  start(): void;
  /** Stops claiming, and resolves once the jobs under way are done (or failed). */
  stop(): Promise<void>;
  /** Runs every job due at `now` (and those they queue, when due), then resolves: tests call it instead of start(). */
  runDue(now?: Date): Promise<void>;
}
