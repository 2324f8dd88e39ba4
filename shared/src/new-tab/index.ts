export { isWebUrl, openInNewTab, type NewTabDeps } from './open-in-new-tab';
