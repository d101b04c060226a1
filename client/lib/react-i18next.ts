// What `import … from "react-i18next"` gives in the client build (see the alias in vite.config.ts):
// the app's own implementation of the hook, in ./i18n.ts. Anything else react-i18next offers
// (Trans, withTranslation…) is deliberately missing, so using it fails the build instead of
// silently translating nothing.
export { useTranslation } from "./i18n";
