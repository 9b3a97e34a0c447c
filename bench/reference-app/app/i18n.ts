import i18next from "i18next";
import { initReactI18next } from "react-i18next";

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "fa",
  initAsync: false,
  resources: { fa: { translation: { title: "طلای زرین", intro: "زیورآلات طلای ۱۸ عیار با قیمت روز", more: "بیشتر" } } },
});
