// Writes <DEPLOY_DIR>/config.json from the MARCA_*, TELEFONO_*, URL_* and REDES_SOCIALES settings
// (README "Configuration"), parsed with config.json's schema first. Without DEMO=true every required one
// must be set; the demo fills its own brand. Run it with `node --import tsx` (the schema is TypeScript).
import { writeAppConfig } from './lib/config.mjs';
import { deployDir } from './lib/workspace.mjs';

writeAppConfig(deployDir(), { demo: process.env.DEMO === 'true' });
console.log(`config.json written to ${deployDir()}`);
