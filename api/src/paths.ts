import { fileURLToPath } from 'node:url';

// This module sits directly under api/src/ and the build bundles it into files directly under
// api/dist/ (scripts/lib/build-api.mjs): the same depth, so these paths hold for both.
const API_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = `${API_ROOT}migrations/`;
