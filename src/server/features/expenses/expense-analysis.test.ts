import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { ExpenseAnalysis } from '../../../common/schemas/expenses.js';
import { createAiProvider } from '../../ai/create-ai-provider.js';
import { analyzeExpenseOffline } from '../../ai/offline/expenses/analyze-expense.js';
import { pairedParents, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('POST /api/ai/expense-analysis (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let alex: SignedInParent;
  let sam: SignedInParent;
  beforeEach(async () => {
    ({ first: alex, second: sam } = await pairedParents(t.app));
  });

  const analyse = (payload: object, parent = alex) =>
    t.app.inject({ method: 'POST', url: '/api/ai/expense-analysis', headers: { cookie: parent.cookie }, payload });

  it('answers the SPEC result, with the split from the family default', async () => {
    const equal = await analyse({ title: 'Pediatrician copay', description: '', amount: 35 });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({
      category: 'medical',
      isReasonable: true,
      splitSuggestion: "Split equally per your family's default: $17.50 each.",
    });
    expect(equal.json<ExpenseAnalysis>().tips.length).toBeGreaterThanOrEqual(2);

    await t.app.inject({
      method: 'PUT',
      url: '/api/expenses/settings',
      headers: { cookie: sam.cookie },
      payload: { splitType: 'percentage', splitPercent: 60, splitUserId: sam.user.id },
    });
    const weighted = await analyse({ title: 'Soccer registration', amount: 150 }, sam);
    expect(weighted.json()).toMatchObject({
      category: 'activities',
      splitSuggestion: "Split 60/40 per your family's default: Sam $90.00, Alex $60.00.",
    });
  });

  it('refuses bad input with the expense messages', async () => {
    const cases: [object, string, string][] = [
      [{ amount: 5 }, 'title', EXPENSE_MESSAGES.titleRequired],
      [{ title: 'x' }, 'amount', EXPENSE_MESSAGES.amountRequired],
      [{ title: 'x', amount: 0 }, 'amount', EXPENSE_MESSAGES.amountPositive],
      [{ title: 'x', amount: 2_000_000 }, 'amount', EXPENSE_MESSAGES.amountMax],
    ];
    for (const [payload, field, message] of cases) {
      const response = await analyse(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/ai/expense-analysis', payload: { title: 'x', amount: 1 } })).statusCode).toBe(
      401,
    );
  });
});

describe('expense analysis through an OpenAI-compatible endpoint', () => {
  let server: Server;
  let url = '';
  let answer = '';
  const bodies: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        bodies.push(raw);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: answer } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const input = { title: 'Walgreens', description: null, amount: 12, context: { splitType: 'equal' as const, shares: [] } };
  const provider = (fallbacks: unknown[]) =>
    createAiProvider({ ai: { provider: 'openai', baseUrl: url } }, { timeoutMs: 500, onFallback: (e) => fallbacks.push(e) });

  it('returns a valid answer and falls back to the offline one on a wrong shape', async () => {
    const good: ExpenseAnalysis = {
      category: 'medical',
      reasoning: 'Pharmacy.',
      splitSuggestion: '$6 each.',
      isReasonable: true,
      tips: ['Keep it'],
    };
    answer = JSON.stringify(good);
    const fallbacks: unknown[] = [];
    expect(await provider(fallbacks).analyzeExpense(input)).toEqual(good);
    expect(bodies.at(-1)).toContain('defaultSplit');
    answer = JSON.stringify({ category: 'toys' });
    expect(await provider(fallbacks).analyzeExpense(input)).toEqual(analyzeExpenseOffline(input));
    expect(fallbacks).toHaveLength(1);
  });
});
