import { accountSuite } from "./suites/account";
import { addressesSuite } from "./suites/addresses";
import { cartSuite } from "./suites/cart";
import { campaignsAndSitemapSuite } from "./suites/campaigns-sitemap";
import { catalogueSuite } from "./suites/catalogue";
import { catalogueMediaSuite } from "./suites/catalogue-media";
import { checkoutContractSuite } from "./suites/checkout-contract";
import { categoryPagesSuite } from "./suites/category-pages";
import { configsSuite } from "./suites/configs";
import { contactSuite } from "./suites/contact";
import { devToolsSuite } from "./suites/dev-tools";
import { discountsAndWalletsSuite } from "./suites/discounts-wallets";
import { informationSuite } from "./suites/information";
import { livePricingSuite } from "./suites/live-pricing";
import { magazineSuite } from "./suites/magazine";
import { moneySuite } from "./suites/money";
import { mediaAndErrorsSuite } from "./suites/media-and-errors";
import { navigationSuite } from "./suites/navigation";
import { paymentSuite } from "./suites/payment";
import { productPagesSuite } from "./suites/product-pages";
import { profileSuite } from "./suites/profile";
import { searchSuite } from "./suites/search";
import { shippingSuite } from "./suites/shipping";
import { rateLimitsSuite } from "./suites/rate-limits";
import { signInSuite } from "./suites/sign-in";
import { walletSuite } from "./suites/wallet";
import { TestClock, useShopApi } from "./harness";

// One in-memory API for every area: starting PGlite (initdb in WebAssembly) is the slow part.
// The sign-in and payment suites move its clock forward (code expiry, resend cooldowns, payment
// timeouts) instead of waiting.
const clock = new TestClock();
const shop = useShopApi({ clock: clock.now });

configsSuite(shop);
navigationSuite(shop);
devToolsSuite(shop);
mediaAndErrorsSuite(shop);
catalogueSuite(shop);
searchSuite(shop);
catalogueMediaSuite(shop);
categoryPagesSuite(shop);
productPagesSuite(shop);
livePricingSuite(shop);
informationSuite(shop);
magazineSuite(shop);
campaignsAndSitemapSuite(shop);
contactSuite(shop, clock);
signInSuite(shop, clock);
rateLimitsSuite(shop, clock);
accountSuite(shop);
// Checkout last: it sets up products (stock, limits, discounts) and spends stock and credit.
cartSuite(shop);
discountsAndWalletsSuite(shop);
addressesSuite(shop);
shippingSuite(shop);
paymentSuite(shop, clock);
moneySuite(shop, clock);
profileSuite(shop, clock);
walletSuite(shop, clock);
checkoutContractSuite(shop);
