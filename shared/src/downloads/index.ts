export { DESCARGA_NO_DISPONIBLE, openDownload, type OpenDownloadDeps } from './open-download';
