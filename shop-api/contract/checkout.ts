import { z } from "zod";
import { cartTotalsSchema } from "./cart";
import { envelope, fieldRefusalSchema } from "./common";
import { mobileSchema } from "./auth";

/*
 * Cart, discount, wallets, addresses, shipping, delivery and payment (docs/shop/03-entities.md §3.8,
 * docs/shop/04-flows.md §4.7–§4.11, docs/shop/07-shop-api.md §7.7–§7.10). The cart is the signed-in
 * user's (bearer) or else the guest's (clientToken header); a guest's cart merges into the user's when
 * they sign in (login, otp-token, register carry the clientToken).
 */

/** A cart item (docs/shop/03-entities.md §3.8). */
export const cartItemSchema = z.object({
  /** The line's id (for delete-cart). */
  id: z.number().int(),
  product_vendor_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  product_image: z.string(),
  /** The product's path without its leading slash ("{category}/{slug}"). */
  product_slug: z.string(),
  quantity: z.number().int().positive(),
  max_cart_add: z.number().int().positive(),
  /** What the variety is ("size", "length", "colour"), null for a product without options. */
  variety: z.string().nullable(),
  variety_value: z.string().nullable(),
  warranty: z.string().nullable(),
  /** Unit price now, before any discount (toman). */
  price: z.number().int().nonnegative(),
  /** Unit price after the product's discount, when it has one. */
  special: z.number().int().nonnegative().nullable(),
  /** (special ?? price) × quantity. */
  total: z.number().int().nonnegative(),
  /** The unit price when the line was added: it moves with the gold price until payment. */
  added_price: z.number().int().nonnegative(),
  /** In stock for this quantity now. */
  available: z.boolean(),
  /**
   * What prices the line (`priceOf`, contract/pricing.ts), so that an open cart page follows the gold
   * price without asking again (docs/decisions/0037). The reference API's own addition: without it
   * the page keeps the prices it was loaded with.
   */
  pricing: z
    .object({
      gram: z.number().nonnegative(),
      wages_percent: z.number(),
      none_gold: z.number().nonnegative(),
      none_gold_wages: z.number().nonnegative(),
      /** The product's discount while its offer runs. */
      discount_percent: z.number().nullable(),
    })
    .optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The totals of docs/shop/03-entities.md §3.8 extended with what the cart page shows: the sum before
 * and after product discounts, the discount code's amount, the wallets' credits and the shipping cost.
 * total_final = total_special − discount_amount − Σ wallet_costs + shipping_cost (never below 0).
 */
export const checkoutTotalsSchema = cartTotalsSchema.extend({
  total_price: z.number().int().nonnegative(),
  total_special: z.number().int().nonnegative(),
  discount_code: z.string().nullable(),
  discount_amount: z.number().int().nonnegative(),
  shipping_cost: z.number().int().nonnegative(),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

/** `GET /cart/`: the lines. */
export const cartResponseSchema = envelope(z.array(cartItemSchema));

/**
 * The answer of every cart change (add-cart, increment-cart/, decrement-cart/, delete-cart/,
 * update-cart, update-cart-with-wallet, delete-wallet-item, delete-all-wallet): the cart now.
 * Refusals: 409 `{message, code: 409}` when the stock does not allow it, 422 `{message, code: 422,
 * max_cart_add}` above max_cart_add, 404 for an unknown product_vendor_id or line.
 */
export const cartStateResponseSchema = envelope(z.object({ items: z.array(cartItemSchema), totals: checkoutTotalsSchema }));
export type CartState = z.infer<typeof cartStateResponseSchema>["data"];

export const addCartRequestSchema = z.object({ product_vendor_id: z.number().int(), quantity: z.number().int().positive() });
export const cartVendorRequestSchema = z.object({ product_vendor_id: z.number().int() });
export const deleteCartRequestSchema = z.object({ id: z.number().int() });
export const updateCartRequestSchema = z.object({ product_vendor_id: z.number().int(), quantity: z.number().int().nonnegative() });
export const cartRefusalSchema = z.object({ message: z.string(), code: z.union([z.literal(404), z.literal(409), z.literal(422)]), max_cart_add: z.number().int().optional() });

/**
 * `POST /check-discount {code}`: 200 `{data: {code: 200, message}}` when the code applies (it is then
 * the cart's); otherwise 404 (unknown), 410 (expired) or 422 (the basket is below the code's
 * minimum) as `{message, code}`. `GET /get-discount`: the discount of the cart's code now.
 */
export const checkDiscountRequestSchema = z.object({ code: z.string().min(1).max(40) });
export const checkDiscountResponseSchema = envelope(z.object({ code: z.literal(200), message: z.string() }));
export const discountRefusalSchema = z.object({ message: z.string(), code: z.union([z.literal(404), z.literal(410), z.literal(422)]) });
/**
 * `GET /get-discount`: the cart's code and what it takes off now. `problem` says why a code of the
 * cart no longer takes anything off (used up by other orders, expired, not started), in `lang`;
 * null (or absent, from a Shop API without it) while it runs. The next `POST /payment-quote` drops it.
 */
export const getDiscountResponseSchema = envelope(
  z.object({ code: z.string().nullable(), amount: z.number().int().nonnegative(), problem: z.string().nullable().optional() }),
);
/**
 * `POST /delete-discount` (bearer, or a guest's clientToken, as `POST /check-discount`): the cart no
 * longer has a discount code; answers the cart as it is now (`cartStateResponseSchema`), as every
 * change of the cart does. A cart without a code answers the same.
 */
export const deleteDiscountResponseSchema = cartStateResponseSchema;

export const walletSchema = z.object({
  wallet_id: z.number().int(),
  type: z.enum(["original", "credit", "gift", "registration", "referral"]),
  title: z.string(),
  balance: z.number().int().nonnegative(),
  expires_at: z.string().nullable(),
  /** Credit of this wallet used in the cart now (0 when none). */
  in_cart: z.number().int().nonnegative(),
});
export type Wallet = z.infer<typeof walletSchema>;
/** `GET /user-wallets` (bearer): the wallets whose credit can pay for the cart. */
export const userWalletsResponseSchema = envelope(z.array(walletSchema));
export const walletRequestSchema = z.object({ wallet_id: z.number().int() });

/**
 * The registration credit (docs/shop/04-flows.md §4.6, docs/shop/07-shop-api.md §7.8).
 * `GET /user-registration-wallet` (desktop source): HTTP 401 for a guest.
 * `GET /check-registration-wallet` (mobile source): HTTP 200 with code 403 for a guest. Both: 200 with
 * code 200 and a message naming the credit for a signed-in user with an unused registration credit; 404
 * with code 404 for anyone else.
 */
export const registrationWalletSchema = z.object({ code: z.union([z.literal(200), z.literal(401), z.literal(403), z.literal(404)]), message: z.string() });
export const registrationWalletResponseSchema = envelope(registrationWalletSchema);
/** The register promo's credit, in toman (docs/shop/09-constants.md §9.2). */
export const REGISTRATION_CREDIT = 500_000;

export const stateSchema = z.object({ id: z.number().int(), name: z.string() });
export const citySchema = z.object({ id: z.number().int(), state_id: z.number().int(), name: z.string() });
/** `GET /states` (Iran's 31 provinces), `GET /state-cities/{id}`, `GET /cities`, `GET /cities/{id}`. */
export const statesResponseSchema = envelope(z.array(stateSchema));
export const citiesResponseSchema = envelope(z.array(citySchema));
export const cityResponseSchema = envelope(citySchema);

export const addressSchema = z.object({
  id: z.number().int(),
  receiver_name: z.string(),
  receiver_mobile: mobileSchema,
  state_id: z.number().int(),
  state_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  address: z.string(),
  postal_code: z.string().regex(/^\d{10}$/),
  plaque: z.string().nullable(),
  unit: z.string().nullable(),
  /** The address the next order goes to. */
  is_active: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressInputSchema = z.object({
  receiver_name: z.string().min(2).max(80),
  receiver_mobile: mobileSchema,
  state_id: z.number().int(),
  city_id: z.number().int(),
  address: z.string().min(10).max(300),
  postal_code: z.string().regex(/^\d{10}$/),
  plaque: z.string().max(20).nullable().optional(),
  unit: z.string().max(20).nullable().optional(),
});
/**
 * (bearer) `POST /address` creates, `POST /new-create-address` creates and makes it active,
 * `GET /address` lists, `GET /address/{id}`, `PUT /address/{id}`, `DELETE /address/{id}`,
 * `POST /active-address/{id}` chooses it. 422 `{message, code: 422, errors: {field: [message]}}` for
 * invalid input (e.g. a city not in the state).
 */
export const addressResponseSchema = envelope(addressSchema);
export const addressesResponseSchema = envelope(z.array(addressSchema));

export const transportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** For this cart now (0 = free). */
  cost: z.number().int().nonnegative(),
  days_min: z.number().int().nonnegative(),
  days_max: z.number().int().nonnegative(),
  selected: z.boolean(),
});
/** `GET /transports` (for the cart's address); `POST /set-transport {transport_id}` chooses one. */
export const transportsResponseSchema = envelope(z.array(transportSchema));
export const setTransportRequestSchema = z.object({ transport_id: z.number().int() });

export const deliveryDaySchema = z.object({
  /** YYYY-MM-DD, Tehran time. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slots: z.array(z.object({ id: z.number().int(), title: z.string(), available: z.boolean(), selected: z.boolean() })),
});
/** `GET /deliverer/get-next-seven-days`; `POST /deliverer/set-delivery-day {date, slot_id}` chooses. */
export const nextSevenDaysResponseSchema = envelope(z.array(deliveryDaySchema));
export const setDeliveryDayRequestSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), slot_id: z.number().int() });

/** `GET /payment-driver`: the gateways. */
export const paymentDriverSchema = z.object({ name: z.string(), title: z.string(), logo: z.string(), available: z.boolean() });
export const paymentDriversResponseSchema = envelope(z.array(paymentDriverSchema));
export type PaymentDriver = z.infer<typeof paymentDriverSchema>;

/**
 * `POST /payment {driver, callback_url}` (bearer): the order is created with the prices of this
 * moment and the answer carries the gateway's `action` (docs/shop/05-validation.md §5.8: a payment
 * method is accepted only when there is one). 422 `{message, code}` when something is missing (address,
 * transport, day, an empty cart) or the driver is unknown or unavailable, 409 when the stock no longer
 * allows it; a refusal creates no order. `callback_url` is where the gateway sends the shopper back
 * (the storefront's /success-payment and /unsuccess-payment are next to it). `action` stays nullable
 * for other Shop APIs; the reference server never answers null for an order it created. With `order_id`
 * (the profile's "pay again"), no order is placed: that unpaid order of the caller's is paid at the
 * price it was placed at, through a new gateway session (404 for an unknown order or another shopper's,
 * 422 once it is no longer unpaid).
 */
export const paymentRequestSchema = z.object({
  driver: z.string(),
  callback_url: z.string().url(),
  order_id: z.number().int().positive().optional(),
  /** The held price the shopper was shown (`POST /payment-quote`): the order is placed at it, or refused. */
  quote_id: z.string().min(1).max(100).optional(),
});
export const paymentResponseSchema = envelope(
  z.object({ order_id: z.number().int(), amount: z.number().int().nonnegative(), action: z.string().url().nullable() }),
);

/**
 * A post that changes money or stock (`POST /payment`, a top-up, `POST /credit-requests`) may carry
 * a one-time key of the caller's in this header (the IETF's Idempotency-Key): the same key from the
 * same user again (a double tap, a retry on a dropped connection) answers what the first answered
 * and changes nothing. A refused call keeps nothing: it may be tried again with its key.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const idempotencyKeySchema = z.string().regex(/^[\w-]{16,100}$/);

/** How long a payment page's price holds, in seconds, when the `price_hold_seconds` setting is not set. */
export const PRICE_HOLD_SECONDS = 300;

/**
 * How far (percent, either way) the gold price may move from a held price's before the hold breaks,
 * when the `price_hold_max_move_percent` setting is not set: a new quote is then given, the old one
 * refused (410), and an unpaid order priced anew (decision 50).
 */
export const PRICE_HOLD_MAX_MOVE_PERCENT = 3;

/**
 * `POST /payment-quote` (bearer): the signed-in shopper's cart priced for paying, held until
 * `expires_at` (`price_hold_seconds` after it was given): `POST /payment` with its `quote_id` places
 * the order at exactly these prices and this `totals.total_final`, whatever the gold price did
 * meanwhile. Asked again while it holds and the cart, delivery and wallets are unchanged, the same
 * quote comes back; otherwise a new one at the price of the moment. 422 for an empty cart.
 * `POST /payment` refuses a quote that expired (or is unknown) with 410 and one whose cart,
 * delivery or wallets changed with 412 (`{message, code}`, in `lang`), and places nothing.
 */
export const paymentQuoteSchema = z.object({
  quote_id: z.string(),
  /** Toman per gram of 18-karat gold the lines are priced at. */
  gold_price: z.number().int().positive(),
  expires_at: z.string(),
  items: z.array(cartItemSchema),
  totals: checkoutTotalsSchema,
  /**
   * The discount code this call removed from the cart because it no longer runs (used up by other
   * orders, expired, not started), with why in `lang`; the totals are without it. Null otherwise.
   */
  dropped_discount: z.object({ code: z.string(), message: z.string() }).nullable().optional(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;
export const paymentQuoteResponseSchema = envelope(paymentQuoteSchema);
export const QUOTE_REFUSALS = { expired: 410, changed: 412 } as const;

/**
 * `POST /payment-result {order_id}`: what became of the order's payment (idempotent). 404 unknown.
 * Only the order's own shopper (its user's bearer token, or the clientToken it was placed with)
 * is told its amount, payment time, reference and lines; anyone else (a gateway's cookie-less
 * return, another visitor guessing ids) gets its state alone: those are null and `items` empty.
 */
export const paymentResultRequestSchema = z.object({ order_id: z.number().int() });
export const paymentResultSchema = z.object({
  order_id: z.number().int(),
  status: z.enum(["paid", "failed", "pending"]),
  status_type: z.string(),
  amount: z.number().int().nonnegative().nullable(),
  paid_at: z.string().nullable(),
  /** Why it failed (cancelled by the shopper, declined...), when it did. */
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.number().int(), variety_value: z.string().nullable() })),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export const paymentResultResponseSchema = envelope(paymentResultSchema);

/**
 * `POST /online-price` with the fixed access token (docs/shop/07-shop-api.md §7.10;
 * `Authorization: Bearer <token>`): the day's 18-karat price per gram in toman, when it was set, and
 * the value before it. 401 without the token.
 */
export const onlinePriceResponseSchema = envelope(
  z.object({ price: z.number().int().positive(), set_at: z.string(), previous_price: z.number().int().positive(), karat: z.literal(18) }),
);

/*
 * Added with the reference server's checkout (what the calls above answer where the contract was
 * silent).
 */

/** `GET /all-user-wallets` (bearer): every wallet of the user, empty and expired ones too. */
export const allUserWalletsResponseSchema = userWalletsResponseSchema;
/** `GET /user-original-wallet` (bearer): the user's own money; 404 `{message, code}` without one. */
export const userWalletResponseSchema = envelope(walletSchema);

/** The 422 of the address calls: a message, and what is wrong with each field (in `lang`). */
export const addressRefusalSchema = fieldRefusalSchema;
export type AddressRefusal = z.infer<typeof addressRefusalSchema>;
export type AddressInput = z.infer<typeof addressInputSchema>;
/*
 * The answers of the other address calls: `DELETE /address/{id}` answers the addresses left
 * (addressesResponseSchema), `POST /active-address/{id}` the address chosen (addressResponseSchema).
 * `POST /set-transport` answers the transports (transportsResponseSchema), `POST
 * /deliverer/set-delivery-day` the seven days (nextSevenDaysResponseSchema), both with `selected`.
 */

/**
 * What the sandbox gateway sends back to `{callback}/success-payment` (paid) or
 * `{callback}/unsuccess-payment` (failed, cancelled), as the query of a GET or the form fields of a
 * POST. Only a hint: the storefront asks `POST /payment-result` what became of the order.
 */
export const paymentCallbackSchema = z.object({
  order_id: z.coerce.number().int().positive(),
  status: z.enum(["paid", "failed"]).optional(),
  /** The bank's reference of a paid order (the POST way back only). */
  ref: z.string().max(40).optional(),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

/**
 * `POST /dev/discount-codes {percent, max_uses?}`: a percent code of the shop's, named at random (its
 * staff make codes in the admin; tests of a use-limited code make their own with this).
 */
export const devDiscountCodeRequestSchema = z.object({ percent: z.number().int().min(1).max(100), max_uses: z.number().int().positive().optional() });
export const devDiscountCodeResponseSchema = envelope(z.object({ code: z.string(), percent: z.number().int(), max_uses: z.number().int().nullable() }));
export type DevDiscountCodeResponse = z.infer<typeof devDiscountCodeResponseSchema>;
