import type { ShopDatabase } from "../db/connect";
import type { DevInbox } from "./inbox";

/** What the sign-in calls share: the database, the time (tests move it) and, in development, the inbox. */
export interface AuthContext {
  db: ShopDatabase;
  clock: () => Date;
  /** Where sent codes go with no SMS provider; undefined (production) sends them nowhere. */
  inbox?: DevInbox;
}
