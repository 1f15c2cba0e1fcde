/**
 * The tone coach on co-parenting messages, as a parent meets it: the share of calm and neutral messages that get a
 * card unprompted, the share of heated ones that do (per kind), what 'Improve' adds, and whether every rewrite of a
 * heated message keeps its facts and is itself calm.
 * Run: `npm run evaluate:coach` (the committed sets) or `npm run evaluate:coach -- path/to/set.jsonl` (another set).
 */
import { existsSync } from 'node:fs';
import { analyzeConflictOffline, judgeTone } from '../../../src/server/ai/offline/analyze-conflict.js';
import { handWrittenSet, HELD_OUT_SET_FILE, readMessageSet, TUNING_SETS, type LabelledMessage } from './coach-sets.js';
import { lostFacts } from '../../../src/server/ai/offline/message-facts.js';
import { THREAT_ONLY } from '../../../src/server/ai/offline/facts-closing.js';

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / (of || 1)).toFixed(1)}%)`;

function report(name: string, set: LabelledMessage[]): void {
  console.log(`\n${name}: ${set.length} messages`);
  const rows = set.map((m) => ({ ...m, verdict: judgeTone(m.text) }));
  for (const label of ['calm', 'neutral', 'heated'] as const) {
    const group = rows.filter((r) => r.label === label);
    const carded = group.filter((r) => r.verdict.needsRewrite);
    const curt = group.filter((r) => r.verdict.curt);
    console.log(`  ${label.padEnd(7)} card ${pct(carded.length, group.length)}   'Improve' only ${pct(curt.length, group.length)}`);
  }
  const calmOrNeutral = rows.filter((r) => r.label !== 'heated');
  console.log(`  calm or neutral with a card: ${pct(calmOrNeutral.filter((r) => r.verdict.needsRewrite).length, calmOrNeutral.length)}`);
  const heated = rows.filter((r) => r.label === 'heated');
  const categories = [...new Set(heated.map((r) => r.category))].sort();
  if (categories.length > 1) {
    console.log('  heated with a card, by kind:');
    for (const category of categories) {
      const group = heated.filter((r) => r.category === category);
      console.log(`    ${category.padEnd(20)} ${pct(group.filter((r) => r.verdict.needsRewrite).length, group.length)}`);
    }
  }
  let factsKept = 0;
  let factsButThreatKept = 0;
  let foundFactsKept = 0;
  let calmRewrites = 0;
  let unnamedRewrites = 0;
  const losses: string[] = [];
  for (const message of heated) {
    const { rewritten } = analyzeConflictOffline(message.text);
    const lost = lostFacts(message.text, rewritten, message.facts);
    if (lost.length === 0) factsKept++;
    else losses.push(`    ${message.id} lost ${lost.join(', ')}: ${rewritten}`);
    if (lost.every((fact) => THREAT_ONLY.test(fact))) factsButThreatKept++;
    if (lostFacts(message.text, rewritten).length === 0) foundFactsKept++;
    const rewriteVerdict = judgeTone(rewritten);
    if (!rewriteVerdict.needsRewrite) calmRewrites++;
    if (rewriteVerdict.findings.length === 0) unnamedRewrites++;
  }
  console.log(`  rewrites of heated messages keeping every fact: ${pct(factsKept, heated.length)}`);
  // Who or where a threat sends the reader ('police', 'lawyer', 'court'), when its writer listed it: dropped on purpose.
  console.log(`  … every fact but the threat itself: ${pct(factsButThreatKept, heated.length)}`);
  console.log(`  … every number, time, date and name the extractor finds: ${pct(foundFactsKept, heated.length)}`);
  console.log(`  rewrites of heated messages in which the rules find nothing: ${pct(unnamedRewrites, heated.length)}`);
  console.log(`  rewrites of heated messages that get no card themselves: ${pct(calmRewrites, heated.length)}`);
  if (process.env.VERBOSE) {
    for (const line of losses) console.log(line);
    for (const r of rows) {
      const wrong = r.label === 'heated' ? !r.verdict.needsRewrite : r.verdict.needsRewrite;
      if (wrong)
        console.log(`    ${r.label} ${r.category} p=${r.verdict.probability.toFixed(2)} ${JSON.stringify(r.verdict.findings)} ${r.text}`);
    }
  }
}

const extra = process.argv[2];
if (extra) report(extra, readMessageSet(extra));
else {
  report('Hand-written set (written with the first rules)', handWrittenSet());
  for (const set of TUNING_SETS) report(set.name, readMessageSet(set.file));
  if (existsSync(HELD_OUT_SET_FILE))
    report('Held-out set (written blind after the freeze, never tuned on)', readMessageSet(HELD_OUT_SET_FILE));
}
