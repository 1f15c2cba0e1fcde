import type { FastifyInstance } from 'fastify';
import type { Expense } from '../../common/schemas/expenses.js';
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
