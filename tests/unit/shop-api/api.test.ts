import { accountSuite } from "./suites/account";
import { cartSuite } from "./suites/cart";
import { catalogueSuite } from "./suites/catalogue";
import { catalogueMediaSuite } from "./suites/catalogue-media";
import { categoryPagesSuite } from "./suites/category-pages";
import { configsSuite } from "./suites/configs";
import { devToolsSuite } from "./suites/dev-tools";
import { informationSuite } from "./suites/information";
import { mediaAndErrorsSuite } from "./suites/media-and-errors";
import { navigationSuite } from "./suites/navigation";
import { productPagesSuite } from "./suites/product-pages";
import { signInSuite } from "./suites/sign-in";
import { TestClock, useShopApi } from "./harness";

// One in-memory API for every area: starting PGlite (initdb in WebAssembly) is the slow part.
// The sign-in suites move its clock forward (code expiry, resend cooldowns) instead of waiting.
const clock = new TestClock();
const shop = useShopApi({ clock: clock.now });

configsSuite(shop);
navigationSuite(shop);
cartSuite(shop);
devToolsSuite(shop);
mediaAndErrorsSuite(shop);
catalogueSuite(shop);
catalogueMediaSuite(shop);
categoryPagesSuite(shop);
productPagesSuite(shop);
informationSuite(shop);
signInSuite(shop, clock);
accountSuite(shop);
