export { openDownload } from './open-download';
