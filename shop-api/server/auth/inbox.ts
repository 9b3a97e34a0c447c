import type { CodePurpose, InboxMessage } from "../../contract";

const KEPT_MESSAGES = 500;

/**
 * The development inbox: with no SMS provider, the codes the API "sent", in memory only (the codes
 * table holds hashes), and only when dev tools are on. `GET /dev/inbox?mobile=` reads it.
 */
export class DevInbox {
  private sent: InboxMessage[] = [];

  record(mobile: string, code: string, purpose: CodePurpose, sentAt: Date): void {
    this.sent.unshift({ mobile, code, purpose, sent_at: sentAt.toISOString() });
    this.sent.length = Math.min(this.sent.length, KEPT_MESSAGES);
  }

  /** A notice with no code (a gold price alert): its words as the SMS would carry them. */
  recordNotice(mobile: string, text: string, sentAt: Date): void {
    this.sent.unshift({ mobile, code: "", purpose: "gold-price-alert", text, sent_at: sentAt.toISOString() });
    this.sent.length = Math.min(this.sent.length, KEPT_MESSAGES);
  }

  /** Newest first; one mobile's, or everyone's. */
  messages(mobile?: string): InboxMessage[] {
    return mobile ? this.sent.filter((message) => message.mobile === mobile) : [...this.sent];
  }
}
