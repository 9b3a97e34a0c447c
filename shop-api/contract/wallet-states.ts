/*
 * The wallet's, gift cards' and instalment requests' plain values, without zod, so that pages
 * import them without the schemas' weight (wallet.ts holds the schemas).
 */

/** A top-up (`POST /payment` as a charge) is between these, in toman. */
export const WALLET_CHARGE_MIN = 10_000;
export const WALLET_CHARGE_MAX = 50_000_000;

/** What a shopper's referral wallet earns for each friend who registers through their link (toman). */
export const REFERRAL_REWARD = 200_000;

/**
 * What moved a wallet's balance (`POST /user-wallet-history/`): a balance from before the history
 * was kept, the registration credit, a top-up, a gift card, a friend who joined, shop credit, an
 * order it paid for, and what a failed payment gave back.
 */
export const WALLET_TRANSACTION_KINDS = ["opening", "registration", "top_up", "gift_card", "referral", "shop_credit", "order", "refund"] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** Where a top-up's payment is: waiting at the gateway, paid (the wallet credited), or failed. */
export const RECHARGE_STATUSES = ["pending", "paid", "failed"] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/**
 * A gift card as its holder sees it: received (redeemed into a gift wallet) and `active`, `spent` or
 * `expired`; or bought and `unused` (its code can still be given) or `redeemed` by someone.
 */
export const GIFT_CARD_STATES = ["active", "spent", "expired", "unused", "redeemed"] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/**
 * An instalment-credit request: waiting for the shopper's documents, being reviewed by the shop,
 * approved, rejected, or cancelled.
 */
export const CREDIT_REQUEST_STATUSES = ["documents", "reviewing", "approved", "rejected", "cancelled"] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];
/** Whether a request is still open (a second one for the same product is refused meanwhile). */
export const OPEN_CREDIT_REQUEST_STATUSES = ["documents", "reviewing"] as const satisfies readonly CreditRequestStatus[];

/**
 * What an instalment request needs, in order: the shopper's national card and birth certificate,
 * proof of income, a guarantee cheque (a Sayad cheque), then signing the contract at the shop.
 */
export const CREDIT_REQUEST_STEPS = ["identity", "income", "cheque", "contract"] as const;
export type CreditRequestStep = (typeof CREDIT_REQUEST_STEPS)[number];
