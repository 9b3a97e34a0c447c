/*
 * The contact forms' kinds, calls and bounds (contract contact.ts), apart from its zod schemas: the
 * browser's code imports these, and zod must not come along (53 KB gzip).
 */

/**
 * What a shopper can write to the shop about: the contact form and the four requests
 * (docs/shop/07-shop-api.md §7.14).
 */
export const REQUEST_KINDS = ["contact", "support", "warranty", "cooperation", "installation"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The call each kind is sent to. */
export const REQUEST_PATHS: Record<RequestKind, string> = {
  contact: "/contact-us",
  support: "/support-request",
  warranty: "/warranty-request",
  cooperation: "/cooperation-request",
  installation: "/installation-request",
};

/** Bounds the reference API checks (the storefront checks the same before sending). */
export const REQUEST_LIMITS = {
  name: { min: 2, max: 80 },
  subject: { min: 3, max: 120 },
  message: { min: 10, max: 2000 },
  /** Company, shop and product names. */
  title: { min: 2, max: 120 },
  website: { max: 200 },
} as const;
