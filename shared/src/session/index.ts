// Public session API; `setToken` stays internal (only http and closeSession write the token).
export { sessionStore } from './store';
export { NO_TOKEN, getToken, isLoggedIn, tokenAtom } from './token';
export { appConfigAtom, loadAppConfig, type AppConfig } from './app-config';
export { closeSession } from './actions';
export { SessionProvider } from './session-provider';
export * from './expiry';
export { dropAllDrafts, dropDraft, readDraft, useKeptDraft } from './drafts';
export { DraftOffer } from './draft-offer';
