/** The shapes the messaging API and the realtime socket send (the contract of issue 4). */
export type { Attachment, Message, MessagePage } from '@common/schemas/messages';
