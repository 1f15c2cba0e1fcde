import type { ColumnType } from 'kysely';
import type { AuditEntity } from '../../common/schemas/audit.js';
import type { PaymentMethod, PaymentStatus } from '../../common/expenses/payment-rules.js';

/**
 * Table types, camelCase in code (CamelCasePlugin maps them to snake_case columns).
 * Instants are ISO-8601 UTC strings on both databases (text on SQLite, timestamptz on PostgreSQL
 * parsed back to ISO strings); booleans are integers 0/1 on both so one query path serves both.
 */
type Instant = string;
type Bool = number;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  oidcSubject: string | null;
  aiEnabled: ColumnType<Bool, Bool | undefined, Bool>;
  /** The parent turned on notifications on a device (a getting-started step). */
  notificationsEnabled: ColumnType<Bool, Bool | undefined, Bool>;
  /** The parent hid the dashboard's getting-started checklist. */
  gettingStartedDismissedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** 1 when the parent opted in to the text of new messages in their emails (sender and subject only otherwise). */
  emailMessageText: ColumnType<Bool, Bool | undefined, Bool>;
  /** Minutes before an event assigned to them that the parent is reminded; null: no reminders (60 by default). */
  eventReminderMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the parent opened the verification link of their email; null until then (accounts older than verification count as verified). */
  emailVerifiedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** 1 when email and push wait from quiet_hours_start to quiet_hours_end ('HH:MM' in time_zone). */
  quietHoursOn: ColumnType<Bool, Bool | undefined, Bool>;
  quietHoursStart: ColumnType<string | null, string | null | undefined, string | null>;
  quietHoursEnd: ColumnType<string | null, string | null | undefined, string | null>;
  /** The parent's IANA time zone, as their browser reported it. */
  timeZone: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: at most one email per conversation an hour, the further messages in one digest. */
  bundleMessages: ColumnType<Bool, Bool | undefined, Bool>;
  /** 1: the weekly summary email on Sunday evenings (off until the parent turns it on). */
  weeklySummary: ColumnType<Bool, Bool | undefined, Bool>;
  createdAt: Instant;
  /** When the parent deleted their account: the row stays, nameless, so the family's shared record reads 'Former member'. */
  deletedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /**
   * The email typed at registration when another account already used it: `email` is then a placeholder, this
   * account signs in and shows this address, and the address's owner is told instead (never verified).
   */
  claimedEmail: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Instant;
  createdAt: Instant;
  userAgent: string | null;
  /** 1 for the session opened by creating the account: the parent's first visit. */
  firstOfAccount: ColumnType<Bool, Bool | undefined, Bool>;
  /** When a request last used it (written at most every few minutes). */
  lastUsedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** Where its requests came from, as the proxy's location headers say ('Lyon, FR'); null when none did. */
  place: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FamiliesTable {
  id: string;
  name: string;
  createdAt: Instant;
  /** How dates and times read in the family's court reports (BCP 47, e.g. 'en-US'). */
  locale: ColumnType<string, string | undefined, string>;
}

export interface MembershipsTable {
  userId: string;
  familyId: string;
  role: 'parent' | 'professional';
  joinedAt: Instant;
}

export interface InvitationsTable {
  id: string;
  familyId: string;
  email: string;
  tokenHash: string;
  /** The link's token is derived from this seed with the server secret; null once accepted or revoked (and for invitations made before it existed). */
  tokenSeed: ColumnType<string | null, string | null | undefined, string | null>;
  invitedBy: string;
  createdAt: Instant;
  expiresAt: Instant;
  acceptedAt: Instant | null;
  acceptedBy: string | null;
  revokedAt: Instant | null;
}

export interface PasswordResetsTable {
  /** Keyed hash of the link's token; the token itself is only in the email. */
  tokenHash: string;
  userId: string;
  createdAt: Instant;
  expiresAt: Instant;
}

/** An email verification link: works once, for the email it was sent to, until it expires. */
export interface EmailVerificationsTable {
  /** Keyed hash of the link's token; the token itself is only in the email. */
  tokenHash: string;
  userId: string;
  /** The address the link was sent to: it verifies only while the account still uses this email. */
  email: string;
  createdAt: Instant;
  expiresAt: Instant;
  /** 1: the link makes `email` the account's new address (a change of email), instead of verifying the current one. */
  changesEmail: ColumnType<Bool, Bool | undefined, Bool>;
}

/** One device (browser profile) that receives Web Push for its user; the endpoint is the push service's address for it. */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  endpoint: string;
  /** The device's P-256 public key and auth secret (base64url), which encrypt each push (RFC 8291). */
  p256dh: string;
  auth: string;
  /** A short label of the browser and system, e.g. 'Chrome on Android'. */
  userAgent: string | null;
  createdAt: Instant;
  lastSuccessAt: Instant | null;
  /** The sign-in it was made under: ending that session removes the subscription. */
  sessionId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A notification kind the parent switched for email; a kind without a row is on. */
export interface EmailPreferencesTable {
  userId: string;
  kind: 'message' | 'swap' | 'schedule' | 'expense' | 'reminder';
  enabled: Bool;
  updatedAt: Instant;
}

/** A notification kind the parent switched for Web Push; a kind without a row is on. */
export type PushPreferencesTable = EmailPreferencesTable;

export interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: Instant;
}

export interface ChildrenTable {
  id: string;
  familyId: string;
  name: string;
  birthDate: string;
  school: string | null;
  grade: string | null;
  emergencyContact: string | null;
  notes: string | null;
  profileImageUrl: string | null;
  photoFileId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Instant;
  /** Set when the child was removed (by agreement of both parents, or by a parent alone): hidden from lists, never deleted. */
  archivedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  archivedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One parent's request to remove a child, which the other parent accepts (the child is archived) or declines. */
export interface ChildRemovalRequestsTable {
  id: string;
  familyId: string;
  childId: string;
  requestedBy: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  answeredBy: string | null;
  answeredAt: Instant | null;
  createdAt: Instant;
}

export interface FilesTable {
  id: string;
  familyId: string;
  uploadedBy: string | null;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdAt: Instant;
  /** What the file was uploaded as; only an 'attachment' can be attached to a message. */
  purpose: ColumnType<FilePurpose, FilePurpose | undefined, FilePurpose>;
  /** The only user who may ever see this file (the photo of a private timeline entry); null for the family. */
  privateTo: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A 'payment_proof' is seen by the family's parents only, never by a professional member. */
export type FilePurpose =
  'attachment' | 'child_photo' | 'timeline_photo' | 'receipt' | 'payment_proof' | 'media' | 'media_thumbnail' | 'voice_journal_audio';

export interface EventsTable {
  id: string;
  familyId: string;
  title: string;
  startTime: Instant;
  endTime: Instant;
  eventType: 'custody' | 'appointment' | 'school' | 'activity';
  childId: string | null;
  assignedParent: string | null;
  description: string | null;
  location: string | null;
  allDay: ColumnType<Bool, Bool | undefined, Bool>;
  createdBy: string;
  createdAt: Instant;
  /** IANA zone the event repeats in; 'UTC' by default. */
  timeZone: ColumnType<string, string | undefined, string>;
  /** JSON of Recurrence (src/common/schemas/events.ts); null for a single event. */
  recurrence: string | null;
  /** Set when a parent archived it: gone from the calendar, the dashboard and the feeds, kept in the database. */
  archivedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  archivedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CalendarFeedsTable {
  id: string;
  familyId: string;
  userId: string;
  childId: string | null;
  tokenSeed: string;
  tokenHash: string;
  createdAt: Instant;
  revokedAt: Instant | null;
}

export interface ConversationsTable {
  id: string;
  familyId: string;
  subject: string;
  createdBy: string | null;
  createdAt: Instant;
}

export interface MessagesTable {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: Instant;
  readAt: Instant | null;
  prevHash: string;
  hash: string;
  /** Position in the conversation's hash chain, from 1. */
  seq: number;
}

export interface MessageAttachmentsTable {
  messageId: string;
  fileId: string;
  position: number;
}

/**
 * A signed checkpoint of a conversation's hash chain: its head after messageCount messages, signed with
 * the Ed25519 key kept outside the database (src/server/message-record/checkpoint-key.ts).
 */
export interface ConversationCheckpointsTable {
  conversationId: string;
  messageCount: number;
  headHash: string;
  /** Text on both databases: the signature covers these exact characters. */
  signedAt: string;
  keyId: string;
  /** Base64 SubjectPublicKeyInfo DER of the key that signed it, for the record; never trusted on its own. */
  publicKey: string;
  /** Base64 Ed25519 signature. */
  signature: string;
}

/**
 * A proposed or applied change of the custody schedule. The accepted and applied ones are the versions of
 * the schedule, each deciding the dates from its effectiveFrom on; 'end' versions mean no schedule.
 */
export interface CustodyScheduleChangesTable {
  id: string;
  familyId: string;
  kind: 'set' | 'end';
  /** The schedule's fields; null for an 'end'. */
  pattern: 'alternating_weeks' | '2-2-3' | '2-2-5-5' | '3-4-4-3' | 'every_other_weekend' | 'custom' | null;
  /** JSON array of 'first' | 'second', custom pattern only. */
  customSequence: string | null;
  startDate: string | null;
  exchangeTime: string | null;
  /** Where the handovers take place, when the parents named it; null otherwise and for an 'end'. */
  exchangePlace: ColumnType<string | null, string | null | undefined, string | null>;
  firstParentId: string | null;
  /** The schedule's time zone (for an 'end', the ended schedule's): 'today' is read there. */
  timeZone: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'applied' | 'superseded';
  proposedBy: string;
  proposedAt: Instant;
  requestedFrom: string | null;
  effectiveFrom: string | null;
  answeredBy: string | null;
  answeredAt: Instant | null;
  answer: string | null;
}

export interface SwapRequestsTable {
  id: string;
  familyId: string;
  requestedBy: string;
  /** JSON array of 'YYYY-MM-DD'. */
  dates: string;
  /** JSON array of 'YYYY-MM-DD'. */
  makeUpDates: string;
  reason: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';
  answer: string | null;
  answeredBy: string | null;
  answeredAt: Instant | null;
  createdAt: Instant;
}

export interface SwapRequestEventsTable {
  id: string;
  swapRequestId: string;
  action: 'requested' | 'accepted' | 'declined' | 'cancelled' | 'expired';
  /** Null when the app took the step by itself (a request expiring). */
  by: string | null;
  at: Instant;
  note: string | null;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  familyId: string;
  kind: 'message' | 'swap' | 'expense' | 'event' | 'child' | 'schedule' | 'reminder';
  title: string;
  body: string;
  link: string;
  createdAt: Instant;
  readAt: Instant | null;
}

export interface MessageAnalysesTable {
  id: string;
  userId: string;
  familyId: string;
  originalText: string;
  enhancedText: string;
  sentimentScore: number;
  emotionalTone: 'positive' | 'neutral' | 'negative';
  readabilityScore: number;
  urgencyLevel: 'high' | 'medium';
  /** JSON array of message suggestions. */
  suggestions: string;
  createdAt: Instant;
}

export type ExpenseCategory = 'medical' | 'education' | 'clothing' | 'activities' | 'food' | 'other';
export type ExpenseStatus = 'pending' | 'approved' | 'disputed';
/** equal: 50/50; percentage: splitPercent as agreed; full: one parent bears all of it (splitPercent 100 or 0). */
export type SplitType = 'equal' | 'percentage' | 'full';

export interface ExpensesTable {
  id: string;
  familyId: string;
  createdBy: string;
  title: string;
  description: string | null;
  amountCents: number;
  category: ExpenseCategory | null;
  /** YYYY-MM-DD */
  expenseDate: string;
  childId: string | null;
  /** The parent who paid; the other parent owes them their share once the expense is approved. */
  paidBy: string;
  splitType: SplitType;
  /** Percent of the amount borne by paidBy (0-100): 50 for equal, 70 for "payer 70 / other 30". */
  splitPercent: number;
  receiptFileId: string | null;
  status: ExpenseStatus;
  decidedBy: string | null;
  decidedAt: Instant | null;
  disputeReason: string | null;
  createdAt: Instant;
  updatedAt: Instant;
  /** Raised by every change: a change or decision made on an older version than the stored one is refused (409). */
  version: ColumnType<number, number | undefined, number>;
}

/** Audit trail of an expense: every creation, edit and decision, with who, when and why. */
export interface ExpenseEventsTable {
  id: string;
  expenseId: string;
  action: 'created' | 'edited' | 'receipt_added' | 'approved' | 'disputed';
  by: string;
  at: Instant;
  reason: string | null;
}

/** A payment from one parent to the other, settling the balance once the parent paid confirms it. */
export interface ExpensePaymentsTable {
  id: string;
  familyId: string;
  /** The parent who paid and recorded it; only they may attach its proof or cancel it while pending. */
  paidBy: string;
  /** The parent who was paid; only they may confirm or decline it. */
  paidTo: string;
  amountCents: number;
  /** YYYY-MM-DD: when the money was paid (not in the future, at most PAYMENT_BACKDATE_DAYS before it was recorded). */
  paymentDate: string;
  method: PaymentMethod;
  note: string | null;
  proofFileId: string | null;
  status: PaymentStatus;
  /** Who confirmed, declined or cancelled it, and when. */
  decidedBy: string | null;
  decidedAt: Instant | null;
  declineReason: string | null;
  createdAt: Instant;
  updatedAt: Instant;
  version: ColumnType<number, number | undefined, number>;
}

/** A family's default split: splitPercent is the share borne by splitUserId (null for equal). */
export interface ExpenseSettingsTable {
  familyId: string;
  splitType: SplitType;
  splitPercent: number;
  splitUserId: string | null;
  updatedBy: string;
  updatedAt: Instant;
}

export type TimelineType = 'milestone' | 'photo' | 'school' | 'medical' | 'achievement' | 'memory';

export interface TimelineEntriesTable {
  id: string;
  familyId: string;
  childId: string;
  createdBy: string;
  title: string;
  description: string | null;
  timelineType: TimelineType;
  /** YYYY-MM-DD */
  eventDate: string;
  /** JSON array of strings. */
  tags: string;
  isPrivate: Bool;
  photoFileId: string | null;
  createdAt: Instant;
  updatedAt: Instant;
  /** Set when its author deleted it: hidden from every list, kept in the database (with its photo). */
  archivedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  archivedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Private to userId: never returned to anyone else, through any route. */
export interface WellnessEntriesTable {
  id: string;
  userId: string;
  moodScore: number;
  stressLevel: number;
  communicationRating: number;
  sleepHours: number;
  exerciseMinutes: number;
  notes: string | null;
  /** JSON array of strings. */
  triggers: string;
  /** JSON array of strings. */
  copingStrategies: string;
  /** YYYY-MM-DD */
  entryDate: string;
  createdAt: Instant;
}

export type LegalDocumentType = 'communication_log' | 'expense_report' | 'custody_summary' | 'incident_report';

export interface LegalDocumentsTable {
  id: string;
  familyId: string;
  createdBy: string;
  title: string;
  documentType: LegalDocumentType;
  startDate: string;
  endDate: string;
  includeMessages: Bool;
  includeExpenses: Bool;
  includeEvents: Bool;
  /** Free text, or the JSON of a generated report. */
  content: string | null;
  /** JSON of the attached LegalReport (src/common/schemas/legal.ts), or null before a report is generated. */
  report: string | null;
  /**
   * Canonical JSON of the record the attached report was built from, gzipped (stored-record.ts); the SHA-256 of the
   * JSON is the report's fingerprint.
   */
  reportFactsGzip: Buffer | null;
  /** File-store key of the PDF of a finalized document's report, rendered once on its first download (0032). */
  reportPdfKey: string | null;
  status: 'draft' | 'submitted' | 'finalized';
  createdAt: Instant;
  updatedAt: Instant;
}

export interface MediaItemsTable {
  id: string;
  familyId: string;
  fileId: string;
  thumbnailFileId: string | null;
  uploadedBy: string;
  mediaType: 'photo' | 'video';
  fileName: string;
  /** JSON array of strings. */
  aiTags: string;
  /** JSON array of strings. */
  peopleDetected: string;
  eventCategory: string;
  emotionAnalysis: string;
  memoryHighlight: string | null;
  takenAt: Instant | null;
  location: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  createdAt: Instant;
  /** Whether the uploader chose to show the kept location to the co-parent (then the original keeps it too). */
  locationShared: ColumnType<Bool, Bool | undefined, Bool>;
  /** Set when the uploader deleted it: hidden from the library and insights, the file kept. */
  archivedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  archivedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** PostgreSQL only: realtime envelopes too big for a NOTIFY payload, read back by id on every instance. */
export interface RealtimeOutboxTable {
  id: string;
  message: string;
  createdAt: Instant;
}

/** Every change to a family's shared records (never a private one), readable by all its members. */
export interface AuditLogTable {
  id: string;
  familyId: string;
  /** Null for a change the app made by itself. */
  actorId: string | null;
  at: Instant;
  entity: AuditEntity;
  entityId: string | null;
  action: string;
  /** One plain sentence of what changed, written when it happened. */
  summary: string;
  /** JSON of the record's fields before and after the change (null when it did not exist). */
  beforeJson: string | null;
  afterJson: string | null;
}

/** A parent's word on how one custody exchange went (src/server/features/check-ins); one per parent and exchange. */
export interface ExchangeCheckInsTable {
  id: string;
  familyId: string;
  /** The exchange's scheduled instant, as the custody calendar computes it (CustodyExchange.at). */
  exchangeAt: Instant;
  userId: string;
  status: 'on_time' | 'late' | 'missed';
  /** Only for 'late'. */
  minutesLate: number | null;
  note: string | null;
  createdAt: Instant;
  updatedAt: Instant;
}

/** A goal both parents agreed from a Family Insights suggestion; either may mark it done. */
export interface SharedGoalsTable {
  id: string;
  familyId: string;
  title: string;
  description: string | null;
  /** The suggestion it came from, so that suggestion is not offered again while the goal stands. */
  suggestionKey: string | null;
  /** YYYY-MM-DD */
  dueDate: string;
  createdBy: string;
  createdAt: Instant;
  completedAt: Instant | null;
  completedBy: string | null;
  updatedAt: Instant;
}

/** A suggestion a parent answered 'Not Now': hidden from them until hiddenUntil. */
export interface SuggestionDismissalsTable {
  familyId: string;
  userId: string;
  suggestionKey: string;
  hiddenUntil: Instant;
  createdAt: Instant;
}

/** Smart Scheduling settings of a family (src/server/features/smart-scheduling); no row means the defaults. */
export interface FamilyCoordinationSettingsTable {
  familyId: string;
  travelBufferMinutes: number;
  conflictAlerts: Bool;
  updatedBy: string | null;
  updatedAt: Instant;
}

/** A scheduling suggestion a parent asked to be reminded of later: hidden from them until `until`. */
export interface SchedulingSnoozesTable {
  familyId: string;
  userId: string;
  suggestionId: string;
  until: Instant;
  createdAt: Instant;
}

/** A parent's proposal to move an event that is not theirs alone, to resolve a conflict; applied when the other parent accepts. */
export interface RescheduleProposalsTable {
  id: string;
  familyId: string;
  /** The stored event (a single event, never a series). */
  eventId: string;
  /** Its start when proposed: a proposal for an event changed since then can no longer be accepted. */
  fromStart: Instant;
  newStart: Instant;
  newEnd: Instant;
  /** The conflict it resolves, in words. */
  reason: string;
  /** Monday of the conflict's week ('YYYY-MM-DD'), where Schedule Analytics counts it once accepted. */
  week: string;
  proposedBy: string;
  requestedFrom: string;
  status: 'pending' | 'accepted' | 'declined' | 'expired';
  createdAt: Instant;
  answeredAt: Instant | null;
}

/** The job queue (src/server/jobs). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON of the job's input. */
  payload: string;
  /** Unique for good (done or not), so the same job is never queued twice; null for jobs that may repeat. */
  key: string | null;
  runAt: Instant;
  attempts: ColumnType<number, number | undefined, number>;
  /** The lease of the instance running it; another instance takes it once this has passed. */
  lockedUntil: Instant | null;
  lastError: string | null;
  doneAt: Instant | null;
  createdAt: Instant;
}

export interface Database {
  users: UsersTable;
  voiceSessions: VoiceSessionsTable;
  voiceSettings: VoiceSettingsTable;
  voiceReminders: VoiceRemindersTable;
  timelineEntryAudio: TimelineEntryAudioTable;
  notifications: NotificationsTable;
  realtimeOutbox: RealtimeOutboxTable;
  sessions: SessionsTable;
  families: FamiliesTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  rateLimits: RateLimitsTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  emailPreferences: EmailPreferencesTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushPreferences: PushPreferencesTable;
  children: ChildrenTable;
  childRemovalRequests: ChildRemovalRequestsTable;
  events: EventsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  messageAttachments: MessageAttachmentsTable;
  conversationCheckpoints: ConversationCheckpointsTable;
  calendarFeeds: CalendarFeedsTable;
  files: FilesTable;
  custodyScheduleChanges: CustodyScheduleChangesTable;
  swapRequests: SwapRequestsTable;
  swapRequestEvents: SwapRequestEventsTable;
  messageAnalyses: MessageAnalysesTable;
  expenses: ExpensesTable;
  expenseEvents: ExpenseEventsTable;
  expenseSettings: ExpenseSettingsTable;
  expensePayments: ExpensePaymentsTable;
  timelineEntries: TimelineEntriesTable;
  wellnessEntries: WellnessEntriesTable;
  legalDocuments: LegalDocumentsTable;
  mediaItems: MediaItemsTable;
  auditLog: AuditLogTable;
  jobs: JobsTable;
  exchangeCheckIns: ExchangeCheckInsTable;
  sharedGoals: SharedGoalsTable;
  suggestionDismissals: SuggestionDismissalsTable;
  familyCoordinationSettings: FamilyCoordinationSettingsTable;
  schedulingSnoozes: SchedulingSnoozesTable;
  rescheduleProposals: RescheduleProposalsTable;
  playSessions: PlaySessionsTable;
  savedStories: SavedStoriesTable;
  storyCounters: StoryCountersTable;
  tipPlans: TipPlansTable;
}

/** A game the family played (src/server/features/learning): both parents see it. */
export interface PlaySessionsTable {
  id: string;
  familyId: string;
  gameId: string;
  /** JSON array of child ids. */
  childIds: string;
  durationSeconds: number;
  playedAt: Instant;
  recordedBy: string;
}

/** A story in the family's library; `story` is the whole Story as JSON. */
export interface SavedStoriesTable {
  id: string;
  familyId: string;
  title: string;
  theme: string;
  story: string;
  savedBy: string;
  savedAt: Instant;
}

/** How many stories of a theme the family generated: the next one takes the next plot. */
export interface StoryCountersTable {
  familyId: string;
  theme: string;
  generated: ColumnType<number, number | undefined, number>;
}

/** A parent's own reminder to try a family tip: private to that parent. */
export interface TipPlansTable {
  id: string;
  userId: string;
  familyId: string;
  tipId: string;
  remindAt: Instant;
  createdAt: Instant;
}

/** A voice assistant exchange (src/server/features/voice): private to userId, text only. */
export interface VoiceSessionsTable {
  id: string;
  userId: string;
  familyId: string;
  transcript: string;
  aiResponse: string;
  actionTaken: string;
  intent: string;
  source: string;
  confidence: number;
  durationSeconds: number;
  createdAt: Instant;
}

/** A parent's voice assistant settings; no row means the defaults. */
export interface VoiceSettingsTable {
  userId: string;
  autoScheduling: Bool;
  autoMessages: Bool;
  speakResponses: Bool;
  browserRecognition: Bool;
  updatedAt: Instant;
}

/** A reminder a parent asked the assistant for: private to userId, delivered to their bell at remindAt. */
export interface VoiceRemindersTable {
  id: string;
  userId: string;
  familyId: string;
  what: string;
  remindAt: Instant;
  createdAt: Instant;
  deliveredAt: Instant | null;
}

/** The recording a voice journal entry was dictated from (its file is private to the author). */
export interface TimelineEntryAudioTable {
  entryId: string;
  familyId: string;
  fileId: string;
  durationSeconds: number;
  createdAt: Instant;
}
