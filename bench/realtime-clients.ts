import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { RealtimeEnvelope } from '../src/common/realtime-events.js';
import type { BenchParent } from './realtime-seed.js';

const CONNECT_BATCH = 50;

/** The open tabs of every parent, recording when each benchmark message reaches the other parent. */
export class ClientFleet {
  private readonly sockets: WebSocket[] = [];
  /** Benchmark message number → when it was sent (performance.now()) and by whom. */
  readonly sent = new Map<number, { at: number; by: string }>();
  readonly latenciesMs: number[] = [];
  frames = 0;

  /** Parent i connects to `ports[i % ports.length]`: with two instances, the two parents of a family are on different ones. */
  async connect(ports: number[], parents: BenchParent[]): Promise<void> {
    for (let i = 0; i < parents.length; i += CONNECT_BATCH) {
      await Promise.all(parents.slice(i, i + CONNECT_BATCH).map((p, j) => this.open(ports[(i + j) % ports.length] ?? 0, p)));
    }
  }

  private open(port: number, parent: BenchParent): Promise<void> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: `amity_session=${parent.token}` } });
    ws.on('message', (data) => this.receive(parent.userId, Array.isArray(data) ? Buffer.concat(data).toString() : data.toString()));
    this.sockets.push(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_request, response) => reject(new Error(`socket refused: ${response.statusCode}`)));
    });
  }

  private receive(userId: string, text: string): void {
    const now = performance.now();
    this.frames += 1;
    const envelope = JSON.parse(text) as RealtimeEnvelope;
    if (envelope.type !== 'message.created') return;
    const match = /^bench (\d+)$/.exec(envelope.payload.message.content);
    const sent = match ? this.sent.get(Number(match[1])) : undefined;
    // The latency that matters: from the sender's POST to the other parent's tab.
    if (sent && sent.by !== userId) this.latenciesMs.push(now - sent.at);
  }

  get openCount(): number {
    return this.sockets.filter((s) => s.readyState === s.OPEN).length;
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
