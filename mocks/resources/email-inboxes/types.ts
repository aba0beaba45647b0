import type { StrictOf } from '@/api/common';
import type { emailInboxSchema, messageStatusReasons, MessageStatus } from '@/api/email-inboxes/schemas';

/** An email inbox as stored: what is served, plus who made it, when, and the audits it feeds. */
export type InboxRow = StrictOf<typeof emailInboxSchema> & {
  notes: string;
  createdBy: number;
  createdAt: string;
  /** The audits that scan the links of every message the inbox receives. */
  auditIds: number[];
};

/** A header of a received email, explained (EmailMessageDetailsHeaderDTO). */
export type MessageHeader = {
  name: string;
  value: string;
  isId: boolean;
  vendor: string;
  description: string;
};

/** A received message as stored; its status follows its runs unless it ended otherwise. */
export interface MessageRow {
  id: number;
  inboxId: number;
  subject: string;
  receivedAt: string;
  senderEmailAddress: string;
  sendingPlatform: string;
  links: string[];
  headers: MessageHeader[];
  rawHtml: string;
  /** A status the message ended with regardless of runs (none: it follows its runs). */
  endedAs?: {
    status: Extract<MessageStatus, 'NOT_AUDITING' | 'FAILED' | 'CANCELLED'>;
    reason: (typeof messageStatusReasons)[number];
  };
  /** The audit runs the message started. */
  runs: Array<{ auditId: number; runId: number }>;
}
