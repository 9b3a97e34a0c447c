/** The most a product inquiry's question may say (the contract's bound on `POST /product-inquiry`'s message). */
export const INQUIRY_MESSAGE_MAX = 1000;
