import type { FastifyInstance } from 'fastify';
import type { Expense } from '../../common/schemas/expenses.js';
import type { Payment } from '../../common/schemas/payments.js';
import { getJson } from './cross-family.js';
import type { SignedInParent } from './factories.js';

export const addExpense = (app: FastifyInstance, parent: SignedInParent, payload: object) =>
  app.inject({ method: 'POST', url: '/api/expenses', headers: { cookie: parent.cookie }, payload });

/** Adds an expense that must be accepted, and returns it. */
export async function added(app: FastifyInstance, parent: SignedInParent, payload: object = {}): Promise<Expense> {
  const response = await addExpense(app, parent, { title: 'Dentist copay', amount: 40, ...payload });
  if (response.statusCode !== 201) throw new Error(`add failed ${response.statusCode}: ${response.body}`);
  return response.json<Expense>();
}

export const act = (app: FastifyInstance, parent: SignedInParent, id: string, action: 'approve' | 'dispute', payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/expenses/${id}/${action}`, headers: { cookie: parent.cookie }, payload });

export const edit = (app: FastifyInstance, parent: SignedInParent, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/expenses/${id}`, headers: { cookie: parent.cookie }, payload });

export const listOf = (app: FastifyInstance, parent: SignedInParent) => getJson<Expense[]>(app, parent, '/api/expenses');

export const recordPayment = (app: FastifyInstance, parent: SignedInParent, payload: object) =>
  app.inject({ method: 'POST', url: '/api/expenses/payments', headers: { cookie: parent.cookie }, payload });

/** Records a payment that must be accepted (today, by bank transfer unless told otherwise), and returns it. */
export async function paid(app: FastifyInstance, parent: SignedInParent, payload: object = {}): Promise<Payment> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await recordPayment(app, parent, { amount: 35, paymentDate: today, method: 'bank_transfer', ...payload });
  if (response.statusCode !== 201) throw new Error(`record failed ${response.statusCode}: ${response.body}`);
  return response.json<Payment>();
}

export const answerPayment = (
  app: FastifyInstance,
  parent: SignedInParent,
  id: string,
  answer: 'confirm' | 'decline' | 'cancel',
  payload: object = {},
) => app.inject({ method: 'POST', url: `/api/expenses/payments/${id}/${answer}`, headers: { cookie: parent.cookie }, payload });

export const paymentsOf = (app: FastifyInstance, parent: SignedInParent) => getJson<Payment[]>(app, parent, '/api/expenses/payments');
