import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, formatCents } from '../../../common/expenses/expense-rules.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { act, added, edit, listOf } from '../../testing/expenses.js';

const ROUNDS = 20;

describe.each(TEST_DIALECTS)('an edit by the author while the other parent approves (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  /** The amount the audit log says was approved, or null when the expense was not approved. */
  async function approvedAmount(id: string): Promise<unknown> {
    const page = await getJson<AuditPage>(t.app, f.coParent, `/api/audit?entity=expense&entityId=${id}`);
    const approvals = page.items.filter((e) => e.action === 'approved');
    expect(approvals.length).toBeLessThanOrEqual(1);
    return approvals[0]?.after?.amount ?? null;
  }

  /** Runs an edit and an approval at once, ROUNDS times; checks each outcome and returns how many ended approved. */
  async function race(withVersions: boolean, check: (edited: LightMyRequestResponse, approved: LightMyRequestResponse) => void) {
    let approvedRounds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const expense = await added(t.app, f.owner, { title: `Round ${round}`, amount: 40 });
      const version = withVersions ? { version: expense.version } : {};
      const [edited, approved] = await Promise.all([
        edit(t.app, f.owner, expense.id, { amount: 55.5, ...version }),
        act(t.app, f.coParent, expense.id, 'approve', version),
      ]);
      for (const response of [edited, approved]) expect([200, 409], response.body).toContain(response.statusCode);
      check(edited, approved);
      const stored = (await listOf(t.app, f.owner)).find((e) => e.id === expense.id);
      if (stored?.status === 'approved') {
        approvedRounds += 1;
        expect(approved.statusCode).toBe(200);
        expect(approved.json().amountCents).toBe(stored.amountCents);
        expect(await approvedAmount(expense.id)).toBe(formatCents(stored.amountCents));
      } else {
        expect(approved.statusCode).toBe(409);
        expect(stored).toMatchObject({ status: 'pending', amountCents: 5550 });
        expect(await approvedAmount(expense.id)).toBeNull();
      }
    }
    return approvedRounds;
  }

  it('with the versions both parents saw: exactly one wins, the other gets 409, the approved amount is the stored one', async () => {
    await race(true, (edited, approved) => {
      expect([edited.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      const loser = edited.statusCode === 409 ? edited : approved;
      expect([EXPENSE_MESSAGES.stale, EXPENSE_MESSAGES.approvedLocked]).toContain(loser.json().message);
      if (edited.statusCode === 200) expect(approved.json().message).toBe(EXPENSE_MESSAGES.stale);
    });
  });

  it('without versions, the row lock still keeps the approved amount equal to the stored one', async () => {
    await race(false, (edited, approved) => {
      expect(approved.statusCode).toBe(200);
      if (edited.statusCode === 409) expect(edited.json().message).toBe(EXPENSE_MESSAGES.approvedLocked);
    });
  });
});
