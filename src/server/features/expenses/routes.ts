import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import {
  approveExpenseRequestSchema,
  createExpenseRequestSchema,
  disputeExpenseRequestSchema,
  expenseAnalysisRequestSchema,
  expensePeriodQuerySchema,
  putExpenseSettingsRequestSchema,
  receiptQuerySchema,
  updateExpenseRequestSchema,
} from '../../../common/schemas/expenses.js';
import { expenseListQuerySchema } from '../../../common/schemas/expense-list.js';
import { currentUser, parentsOnly } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { parse } from '../../http/parse.js';
import { announceExpense } from './announce-expense.js';
import { attachReceipt } from './attach-receipt.js';
import { createExpense } from './create-expense.js';
import { decideExpense } from './decide-expense.js';
import { readDocumentUpload } from './document-file.js';
import { loadExpenseAnalysisContext } from './expense-analysis-context.js';
import { expenseBalance } from './expense-balance.js';
import { getExpenseSettings, putExpenseSettings } from './expense-settings.js';
import { expensesCsv } from './expenses-csv.js';
import { listExpensePage } from './list-expense-page.js';
import { listExpenses } from './list-expenses.js';
import { listPayments } from './list-payments.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { updateExpense } from './update-expense.js';

const idParams = z.object({ id: z.string().min(1).max(64) });

export function registerExpenseRoutes(app: FastifyInstance): void {
  const { db, config, realtime, ai, delivery } = app.services;
  const blobs = blobStoreFor(config);
  const parentsOnlyRoute = parentsOnly(EXPENSE_MESSAGES.parentsOnly);

  app.get('/api/expenses', async (request) => listExpenses({ db, familyId: currentUser(request).familyId }));

  app.get('/api/expenses/page', async (request) => {
    const query = parse(expenseListQuerySchema, request.query);
    return listExpensePage({ db, familyId: currentUser(request).familyId, query });
  });

  app.post('/api/expenses', parentsOnlyRoute, async (request, reply) => {
    const input = parse(createExpenseRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const expense = await createExpense({ db, familyId, userId, input });
    await announceExpense({ db, realtime, delivery, familyId, actorId: userId, change: 'created', expense });
    return reply.status(201).send(expense);
  });

  app.patch('/api/expenses/:id', parentsOnlyRoute, async (request) => {
    const { id } = parse(idParams, request.params);
    const input = parse(updateExpenseRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const { expense, resubmitted } = await updateExpense({ db, familyId, userId, id, input });
    await announceExpense({ db, realtime, delivery, familyId, actorId: userId, change: resubmitted ? 'resubmitted' : 'changed', expense });
    return expense;
  });

  app.post('/api/expenses/:id/approve', parentsOnlyRoute, async (request) => {
    const { id } = parse(idParams, request.params);
    const { note, version } = parse(approveExpenseRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const expense = await decideExpense({ db, familyId, userId, id, decision: 'approved', reason: note ?? null, version });
    await announceExpense({ db, realtime, delivery, familyId, actorId: userId, change: 'approved', expense });
    return expense;
  });

  app.post('/api/expenses/:id/dispute', parentsOnlyRoute, async (request) => {
    const { id } = parse(idParams, request.params);
    const { reason, version } = parse(disputeExpenseRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const expense = await decideExpense({ db, familyId, userId, id, decision: 'disputed', reason, version });
    await announceExpense({ db, realtime, delivery, familyId, actorId: userId, change: 'disputed', expense });
    return expense;
  });

  app.post('/api/expenses/:id/receipt', parentsOnlyRoute, async (request) => {
    const { id } = parse(idParams, request.params);
    const { version } = parse(receiptQuerySchema, request.query);
    const { familyId, userId } = currentUser(request);
    const upload = await readDocumentUpload(request, 'receipt');
    const expense = await attachReceipt({ db, blobs, familyId, userId, id, upload, version });
    await announceExpense({ db, realtime, delivery, familyId, actorId: userId, change: 'changed', expense });
    return expense;
  });

  app.get('/api/expenses/balance', async (request) => {
    const period = parse(expensePeriodQuerySchema, request.query);
    return expenseBalance({ db, familyId: currentUser(request).familyId, period });
  });

  app.get('/api/expenses.csv', async (request, reply) => {
    const period = parse(expensePeriodQuerySchema, request.query);
    const { familyId, role } = currentUser(request);
    const expenses = await listExpenses({ db, familyId });
    const payments = await listPayments({ db, familyId, withProof: role === 'parent' });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="expenses.csv"')
      .header('cache-control', 'no-store')
      .send(expensesCsv(expenses, period, payments));
  });

  app.get('/api/expenses/settings', async (request) => getExpenseSettings(db.kysely, currentUser(request).familyId));

  app.put('/api/expenses/settings', parentsOnlyRoute, async (request) => {
    const input = parse(putExpenseSettingsRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const settings = await putExpenseSettings({ db, familyId, userId, input });
    await realtime.publish({ familyId }, 'expenses.changed', {});
    return settings;
  });

  registerPaymentRoutes(app);

  app.post('/api/ai/expense-analysis', async (request) => {
    const { familyId } = currentUser(request);
    const input = parse(expenseAnalysisRequestSchema, request.body);
    return ai.analyzeExpense({ ...input, context: await loadExpenseAnalysisContext(db, familyId) });
  });
}
