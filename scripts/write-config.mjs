// Writes <DEPLOY_DIR>/config.json from TELEFONO_GRATUITO, TELEFONO_NORMAL, URL_AVISO_LEGAL, URL_PRIVACIDAD,
// URL_COOKIES and REDES_SOCIALES (a JSON array of { nombre, url }); unset ones take the defaults.
import { writeAppConfig } from './lib/config.mjs';
import { deployDir } from './lib/workspace.mjs';

writeAppConfig(deployDir());
console.log(`config.json written to ${deployDir()}`);
