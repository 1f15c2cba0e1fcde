import type { ColumnType } from 'kysely';

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
  createdAt: Instant;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Instant;
  createdAt: Instant;
  userAgent: string | null;
}

export interface FamiliesTable {
  id: string;
  name: string;
  createdAt: Instant;
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
  invitedBy: string;
  createdAt: Instant;
  expiresAt: Instant;
  acceptedAt: Instant | null;
  acceptedBy: string | null;
  revokedAt: Instant | null;
}

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
}

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

export interface CustodySchedulesTable {
  familyId: string;
  pattern: 'alternating_weeks' | '2-2-3' | '2-2-5-5' | '3-4-4-3' | 'every_other_weekend' | 'custom';
  /** JSON array of 'first' | 'second', custom pattern only. */
  customSequence: string | null;
  startDate: string;
  exchangeTime: string;
  firstParentId: string;
  timeZone: string;
  updatedAt: Instant;
  updatedBy: string;
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
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  answer: string | null;
  answeredBy: string | null;
  answeredAt: Instant | null;
  createdAt: Instant;
}

export interface SwapRequestEventsTable {
  id: string;
  swapRequestId: string;
  action: 'requested' | 'accepted' | 'declined' | 'cancelled';
  by: string;
  at: Instant;
  note: string | null;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  familyId: string;
  kind: 'message' | 'swap' | 'expense' | 'event';
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

/** PostgreSQL only: realtime envelopes too big for a NOTIFY payload, read back by id on every instance. */
export interface RealtimeOutboxTable {
  id: string;
  message: string;
  createdAt: Instant;
}

export interface Database {
  users: UsersTable;
  notifications: NotificationsTable;
  realtimeOutbox: RealtimeOutboxTable;
  sessions: SessionsTable;
  families: FamiliesTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  rateLimits: RateLimitsTable;
  children: ChildrenTable;
  events: EventsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  messageAttachments: MessageAttachmentsTable;
  calendarFeeds: CalendarFeedsTable;
  files: FilesTable;
  custodySchedules: CustodySchedulesTable;
  swapRequests: SwapRequestsTable;
  swapRequestEvents: SwapRequestEventsTable;
  messageAnalyses: MessageAnalysesTable;
}
