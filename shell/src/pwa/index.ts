export { registerServiceWorker } from './register-service-worker';
export {
  captureInstallPrompt,
  isIosSafari,
  isRunningInstalled,
  promptInstall,
  useCanPromptInstall,
} from './install-prompt';
