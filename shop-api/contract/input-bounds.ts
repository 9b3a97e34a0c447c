/**
 * The longest value, in characters, that each kind of field takes (issue 16): the storefront's
 * forms and query readers refuse or cut anything longer before it reaches the Shop API, and the
 * Shop API refuses it again (422) rather than fail on it. One table, so both sides agree.
 */
export const INPUT_MAX = {
  /** A mobile as typed: "+98 912 345 6789", "۰۹۱۲-۳۴۵-۶۷۸۹". */
  mobile: 20,
  /** A one-time code (4–6 digits) with room for spaces typed in it. */
  oneTimeCode: 12,
  /** A password (docs/shop/05-validation.md §5.4): long enough to resist guessing, short enough to type. */
  password: 64,
  /** A first or last name. */
  namePart: 40,
  /** A whole name: who registers, who receives a parcel, who writes to the shop. */
  fullName: 80,
  /** An e-mail address (RFC 5321's longest path). */
  email: 254,
  /** A street address. */
  address: 300,
  /** A discount or gift card code. */
  voucherCode: 40,
  /** What a shopper searches for: a few words. */
  searchQuery: 100,
  /** A product's comment, a contact message. */
  message: 2000,
  /** A question about a product. */
  question: 1000,
  /** A slug or key in a query string (a representative, a dialog, a tab). */
  slug: 100,
  /** Anything else one line long (postal code, plaque, company, website, ids as text). */
  line: 200,
  /**
   * The Shop API's ceiling for any string it is given, of any field: above every bound here, so
   * that a value no form would send is refused (422) however it arrives.
   */
  anyField: 4000,
} as const;

/** The largest id (ids are PostgreSQL integers): a bigger number names nothing. */
export const ID_MAX = 2_147_483_647;

/** The largest form body (urlencoded or multipart) the storefront reads: the contact message at its longest is a few KB. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/**
 * Characters no typed input carries: NUL and the other C0/C1 controls except tab, line feed and
 * carriage return. PostgreSQL refuses NUL in text outright.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function hasControlCharacters(value: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(value);
}
