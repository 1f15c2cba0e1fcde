import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { timeSlicer } from '../event-loop/time-slicer.js';

/**
 * SQLite answers synchronously, so a request that runs twenty queries in a row (a court report's record) would
 * never give the event loop a turn between them. After each query, this yields once the loop has been held for
 * the slice budget (`src/server/event-loop/time-slicer.ts`); otherwise it costs one clock reading.
 */
export class YieldBetweenQueries implements KyselyPlugin {
  private readonly slice = timeSlicer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.slice();
    return args.result;
  }
}
