import { z } from "zod";
import { walletSchema } from "./checkout";
import { envelope } from "./common";
import { paginationSchema } from "./pages";
import {
  CREDIT_REQUEST_STATUSES,
  CREDIT_REQUEST_STEPS,
  GIFT_CARD_STATES,
  RECHARGE_STATUSES,
  WALLET_TRANSACTION_KINDS,
} from "./wallet-states";

/*
 * The wallet's own calls (docs/shop/07-shop-api.md §7.12) beyond what checkout uses (checkout.ts): its
 * history, credit and referral wallets, topping up through the gateway, redeeming a gift card; and what
 * the original storefront named only as routes (docs/shop/02-pages.md §2.2): gift wallets, the friends
 * a shopper invited, instalment requests. Every call takes the bearer token (401 without it) and
 * answers only the caller's own: another shopper's ids are 404, never theirs. Money is whole toman.
 */

/** At most this many lines a page (`per_page`); 10 when not asked. */
export const WALLET_MAX_PER_PAGE = 50;
export const WALLET_PER_PAGE = 10;

const pageQuery = {
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(WALLET_MAX_PER_PAGE).default(WALLET_PER_PAGE),
};

/** A line of a wallet's history: what moved its balance, and by how much (negative when spent). */
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  wallet_id: z.number().int(),
  wallet_type: walletSchema.shape.type,
  /** The wallet's title in `lang` ("Main wallet"). */
  wallet_title: z.string(),
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  /** What happened, in `lang` ("Top-up", "Order 1024"). */
  title: z.string(),
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  recharge_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** `POST /user-wallet-history/ {page?, per_page?, wallet_id?}`: every wallet's lines (or one wallet's), newest first. 404 for another's wallet. */
export const walletHistoryRequestSchema = z.object({ wallet_id: z.coerce.number().int().positive().optional(), ...pageQuery });
export const walletHistoryResponseSchema = z.object({ data: z.array(walletTransactionSchema), pagination: paginationSchema });
export type WalletHistory = z.infer<typeof walletHistoryResponseSchema>;

/** `GET /user-credit-wallets`: the shop credit the shopper was given (type `credit`), empty and expired ones too. */
export const userCreditWalletsResponseSchema = envelope(z.array(walletSchema));

/**
 * `GET /user-referral-wallet`: the shopper's referral code (their link is the storefront's
 * `/register?ref={code}`), what each friend who registers through it earns them, their referral
 * wallet (null until a friend joins), how many friends joined, what they earned in all, and the
 * latest friends (at most 20), their mobiles masked.
 */
export const referralFriendSchema = z.object({
  /** "0912***4567". */
  mobile: z.string(),
  joined_at: z.string(),
  reward: z.number().int().nonnegative(),
});
export const referralWalletSchema = z.object({
  code: z.string(),
  reward: z.number().int().nonnegative(),
  wallet: walletSchema.nullable(),
  friend_count: z.number().int().nonnegative(),
  earned: z.number().int().nonnegative(),
  friends: z.array(referralFriendSchema),
});
export type ReferralWallet = z.infer<typeof referralWalletSchema>;
export const referralWalletResponseSchema = envelope(referralWalletSchema);

/**
 * `POST /payment {type: "charge", amount, driver, callback_url}` (bearer): a top-up of the shopper's
 * main (original) wallet through the gateway. 422 `{message, code}` for an amount out of
 * [WALLET_CHARGE_MIN, WALLET_CHARGE_MAX] (wallet-states.ts) or an unknown or unavailable driver. The gateway sends the
 * shopper back to `callback_url` itself, with `?recharge_id=…&status=paid|failed` (GET) or those
 * fields and `ref` posted (POST): only a hint, `POST /wallet-recharge-result` says what happened.
 */
export const walletChargeRequestSchema = z.object({
  type: z.literal("charge"),
  amount: z.number().int(),
  driver: z.string(),
  callback_url: z.string().url(),
});
export type WalletChargeRequest = z.infer<typeof walletChargeRequestSchema>;
export const walletChargeResponseSchema = envelope(z.object({ recharge_id: z.number().int(), amount: z.number().int().positive(), action: z.string().url() }));

/** What the gateway sends back to a top-up's callback (query or form). */
export const walletRechargeCallbackSchema = z.object({
  recharge_id: z.coerce.number().int().positive(),
  status: z.enum(["paid", "failed"]).optional(),
  ref: z.string().max(40).optional(),
});

/**
 * `POST /wallet-recharge-result {recharge_id}`: what became of a top-up (idempotent; it credits
 * nothing: the gateway credited the wallet once, when it was paid). 404 for an unknown top-up or
 * another's. Without a bearer token (a gateway's cross-site POST) it answers the state without the
 * wallet.
 */
export const walletRechargeResultRequestSchema = z.object({ recharge_id: z.coerce.number().int().positive() });
export const walletRechargeResultSchema = z.object({
  recharge_id: z.number().int(),
  status: z.enum(RECHARGE_STATUSES),
  amount: z.number().int().positive(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  reference: z.string().nullable(),
  /** Why it failed, in `lang`. */
  reason: z.string().nullable(),
  /** The main wallet as it is now (its owner only, once paid). */
  wallet: walletSchema.nullable(),
});
export type WalletRechargeResult = z.infer<typeof walletRechargeResultSchema>;
export const walletRechargeResultResponseSchema = envelope(walletRechargeResultSchema);

/**
 * A gift card as the shopper sees it: one they received (redeemed: its gift wallet's balance,
 * expiry and history) or one they bought (its code, to give, until someone redeems it).
 */
export const giftCardSchema = z.object({
  id: z.number().int(),
  role: z.enum(["received", "bought"]),
  state: z.enum(GIFT_CARD_STATES),
  amount: z.number().int().positive(),
  /** What is left to spend: its gift wallet's balance once received; a bought card's value until redeemed, then 0. */
  balance: z.number().int().nonnegative(),
  /** The code of a card the shopper bought that nobody has redeemed yet; else null. */
  code: z.string().nullable(),
  /** Who gave it (a received card): the buyer's name, or null for the shop. */
  from: z.string().nullable(),
  message: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  redeemed_at: z.string().nullable(),
  wallet_id: z.number().int().nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;
/** `GET /user-gift-wallets`: the cards received (newest redeemed first) and bought (newest first). */
export const userGiftWalletsResponseSchema = envelope(z.object({ received: z.array(giftCardSchema), bought: z.array(giftCardSchema) }));
/** `GET /user-gift-wallets/{id}` (a card's id): the card and, once received, its wallet's history. 404 unless the shopper bought or redeemed it. */
export const userGiftWalletResponseSchema = envelope(giftCardSchema.extend({ history: z.array(walletTransactionSchema) }));

/**
 * `POST /wallet/redeem {code}`: the gift card's value becomes a gift wallet of the shopper's, once
 * (case, spaces, dashes and Persian digits do not matter). Refusals `{message, code}`: 404 unknown
 * code, 409 already redeemed (by anyone), 410 expired.
 */
export const redeemRequestSchema = z.object({ code: z.string().min(1).max(40) });
export const redeemResponseSchema = envelope(z.object({ message: z.string(), gift_card_id: z.number().int(), wallet: walletSchema }));
export const redeemRefusalSchema = z.object({ message: z.string(), code: z.union([z.literal(404), z.literal(409), z.literal(410)]) });

/** One step of an instalment request and whether it is done. */
export const creditRequestStepSchema = z.object({
  key: z.enum(CREDIT_REQUEST_STEPS),
  title: z.string(),
  description: z.string(),
  done_at: z.string().nullable(),
});

/**
 * An instalment-credit request (the product page's credit dialog): the product, its price when
 * asked, the plan chosen (catalogue installments: months, down payment, monthly, total), its state
 * and the steps still to take. `note` is the shop's word on it (why it was rejected...), in `lang`.
 */
export const creditRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  product: z.object({ id: z.number().int().nullable(), name: z.string(), slug_with_cat: z.string().nullable(), image: z.string().nullable() }),
  variety_value: z.string().nullable(),
  amount: z.number().int().positive(),
  months: z.number().int().positive(),
  prepayment_percent: z.number(),
  prepayment: z.number().int().nonnegative(),
  monthly: z.number().int().positive(),
  total: z.number().int().positive(),
  steps: z.array(creditRequestStepSchema),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;

/** `GET /credit-requests?page=&per_page=`: the shopper's requests, newest first. */
export const creditRequestsQuerySchema = z.object(pageQuery);
export const creditRequestsResponseSchema = z.object({ data: z.array(creditRequestSchema), pagination: paginationSchema });
/** `GET /credit-requests/{id}`: one request; 404 unknown or another's. */
export const creditRequestResponseSchema = envelope(creditRequestSchema);
/**
 * `POST /credit-requests {product_vendor_id, months}`: 201 with the request, priced now. 404 unknown
 * variety, 422 a plan the product does not offer, 409 out of stock or while the shopper has an
 * open request for the same product (`request_id` names it).
 */
export const createCreditRequestSchema = z.object({ product_vendor_id: z.number().int().positive(), months: z.number().int().positive() });
export const creditRequestRefusalSchema = z.object({ message: z.string(), code: z.number().int(), request_id: z.number().int().optional() });

/** `POST /dev/gift-cards {amount, expires_in_days?}`: a card issued by the shop (its staff do it in the admin; tests use this). */
export const devGiftCardRequestSchema = z.object({ amount: z.number().int().positive(), expires_in_days: z.number().int().positive().optional() });
export const devGiftCardResponseSchema = envelope(z.object({ id: z.number().int(), code: z.string(), amount: z.number().int(), expires_at: z.string().nullable() }));
export type DevGiftCardResponse = z.infer<typeof devGiftCardResponseSchema>;
