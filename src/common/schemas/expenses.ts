import { z } from 'zod';
import {
  amountProblem,
  EXPENSE_CATEGORIES,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  EXPENSE_STATUSES,
  expenseDateProblem,
  SPLIT_TYPES,
  splitProblem,
} from '../expenses/expense-rules.js';

const checkedText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional text: blank means none (null). */
const optionalText = (label: string, max: number, tooLong: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const amount = z.custom<number>().superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const expenseDate = z.string({ error: EXPENSE_MESSAGES.date }).superRefine((value, ctx) => {
  const problem = expenseDateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const id = (message: string) => z.string({ error: message }).min(1, message).max(64, message);

/** The version of the expense the parent saw; when given and the stored one differs, the change is refused (409). */
const seenVersion = z.number({ error: EXPENSE_MESSAGES.version }).int(EXPENSE_MESSAGES.version).min(1, EXPENSE_MESSAGES.version).optional();

export const splitSchema = z
  .strictObject({
    splitType: z.enum(SPLIT_TYPES, { error: EXPENSE_MESSAGES.splitType }),
    splitPercent: z.number({ error: EXPENSE_MESSAGES.splitPercent }).optional(),
  })
  .superRefine((split, ctx) => {
    const problem = splitProblem(split.splitType, split.splitPercent);
    if (problem) ctx.addIssue({ code: 'custom', path: ['splitPercent'], message: problem });
  });
export type SplitInput = z.infer<typeof splitSchema>;

const expenseFields = {
  title: checkedText(EXPENSE_MESSAGES.titleRequired, EXPENSE_LIMITS.title, EXPENSE_MESSAGES.titleTooLong),
  description: optionalText('Description', EXPENSE_LIMITS.description, EXPENSE_MESSAGES.descriptionTooLong),
  amount,
  category: z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.category }).nullish(),
  expenseDate: expenseDate.nullish(),
  childId: id(EXPENSE_MESSAGES.child).nullish(),
  paidBy: id(EXPENSE_MESSAGES.paidBy).nullish(),
  split: splitSchema.nullish(),
};

/** Body of POST /api/expenses: SPEC.md section 7 plus paidBy (default: the author) and split (default: the family's). */
export const createExpenseRequestSchema = z.strictObject(expenseFields);
export type CreateExpenseRequest = z.input<typeof createExpenseRequestSchema>;
export type CreateExpenseInput = z.output<typeof createExpenseRequestSchema>;

/** Body of PATCH /api/expenses/:id: any of the fields; absent means unchanged, null clears an optional one. */
export const updateExpenseRequestSchema = z
  .strictObject({ ...expenseFields, version: seenVersion })
  .partial()
  .refine(({ version: _version, ...fields }) => Object.values(fields).some((v) => v !== undefined), {
    message: EXPENSE_MESSAGES.noChanges,
  });
export type UpdateExpenseRequest = z.input<typeof updateExpenseRequestSchema>;
export type UpdateExpenseInput = z.output<typeof updateExpenseRequestSchema>;

export const disputeExpenseRequestSchema = z.strictObject({
  reason: checkedText(EXPENSE_MESSAGES.reasonRequired, EXPENSE_LIMITS.reason, EXPENSE_MESSAGES.reasonTooLong),
  version: seenVersion,
});
export const approveExpenseRequestSchema = z.strictObject({
  note: optionalText('Note', EXPENSE_LIMITS.reason, `Note must be at most ${EXPENSE_LIMITS.reason} characters`),
  version: seenVersion,
});
/** ?version= of POST /api/expenses/:id/receipt (a multipart body carries only the file). */
export const receiptQuerySchema = z.strictObject({
  version: z.coerce.number({ error: EXPENSE_MESSAGES.version }).int(EXPENSE_MESSAGES.version).min(1, EXPENSE_MESSAGES.version).optional(),
});

export const expenseHistoryEntrySchema = z.object({
  action: z.enum(['created', 'edited', 'receipt_added', 'approved', 'disputed']),
  by: z.string(),
  byName: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});

export const expenseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Decimal amount (2 decimals) as SPEC.md section 3 has it; amountCents is the exact value. */
  amount: z.number(),
  amountCents: z.number().int(),
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  expenseDate: z.string(),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  paidBy: z.string(),
  paidByName: z.string(),
  splitType: z.enum(SPLIT_TYPES),
  /** Percent of the amount borne by the payer. */
  splitPercent: z.number().int(),
  /** What the other parent owes the payer once approved, in cents. */
  otherShareCents: z.number().int(),
  status: z.enum(EXPENSE_STATUSES),
  createdBy: z.string(),
  createdByName: z.string(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  receipt: z.object({ url: z.string(), name: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by every change; send it back with a change or decision so one made on an older version is refused. */
  version: z.number().int(),
  history: z.array(expenseHistoryEntrySchema),
});
export type Expense = z.infer<typeof expenseSchema>;

/** The family's default split: splitPercent is the share borne by splitUserId (null for equal). */
export const expenseSettingsSchema = z.object({
  splitType: z.enum(SPLIT_TYPES),
  splitPercent: z.number().int(),
  splitUserId: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ExpenseSettings = z.infer<typeof expenseSettingsSchema>;

export const putExpenseSettingsRequestSchema = z
  .strictObject({
    splitType: z.enum(SPLIT_TYPES, { error: EXPENSE_MESSAGES.splitType }),
    splitPercent: z.number({ error: EXPENSE_MESSAGES.splitPercent }).optional(),
    splitUserId: id(EXPENSE_MESSAGES.splitUser).nullish(),
  })
  .superRefine((s, ctx) => {
    const problem = splitProblem(s.splitType, s.splitPercent);
    if (problem) ctx.addIssue({ code: 'custom', path: ['splitPercent'], message: problem });
    if (s.splitType !== 'equal' && !s.splitUserId)
      ctx.addIssue({ code: 'custom', path: ['splitUserId'], message: EXPENSE_MESSAGES.splitUser });
  });
export type PutExpenseSettingsRequest = z.input<typeof putExpenseSettingsRequestSchema>;

/** ?from=&to= of the balance and the CSV; both optional (open ended). */
export const expensePeriodQuerySchema = z
  .strictObject({
    from: expenseDate.optional(),
    to: expenseDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: "'to' must not be before 'from'", path: ['to'] });
export type ExpensePeriodQuery = z.infer<typeof expensePeriodQuerySchema>;

export const expenseBalanceSchema = z.object({
  parents: z.array(z.object({ id: z.string(), name: z.string() })),
  /** All approved expenses to date: who owes whom. */
  balance: z.object({
    owedBy: z.string().nullable(),
    owedByName: z.string().nullable(),
    owedTo: z.string().nullable(),
    owedToName: z.string().nullable(),
    amountCents: z.number().int(),
  }),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** Spending in the period (approved and pending; disputed left out), by category, largest first. */
  byCategory: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORIES).nullable(), amountCents: z.number().int(), count: z.number().int() }),
  ),
  totals: z.object({ approvedCents: z.number().int(), pendingCents: z.number().int(), disputedCents: z.number().int() }),
});
export type ExpenseBalance = z.infer<typeof expenseBalanceSchema>;

/** POST /api/ai/expense-analysis (SPEC.md section 7). */
export const expenseAnalysisRequestSchema = z.strictObject({
  title: checkedText(EXPENSE_MESSAGES.titleRequired, EXPENSE_LIMITS.title, EXPENSE_MESSAGES.titleTooLong),
  description: optionalText('Description', EXPENSE_LIMITS.description, EXPENSE_MESSAGES.descriptionTooLong),
  amount,
});

/** The expense analysis result of SPEC.md section 3. */
export const expenseAnalysisSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES),
  reasoning: z.string(),
  splitSuggestion: z.string(),
  isReasonable: z.boolean(),
  tips: z.array(z.string()),
});
export type ExpenseAnalysis = z.infer<typeof expenseAnalysisSchema>;

/** What the AI is told besides the request: the family's default split as named shares (percent of the amount each bears). */
export interface ExpenseAnalysisContext {
  splitType: 'equal' | 'percentage' | 'full';
  shares: { name: string; percent: number }[];
}
export type ExpenseAnalysisInput = z.output<typeof expenseAnalysisRequestSchema> & { context: ExpenseAnalysisContext };
