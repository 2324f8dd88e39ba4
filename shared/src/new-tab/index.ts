export { isWebUrl, NotWebUrlError, openInNewTab, type NewTabDeps } from './open-in-new-tab';
