// Publishes the shell's build at the deploy root; remotes/, remotes.json and config.json stay as they are.
import { build, isStale } from './lib/build.mjs';
import { deployShell } from './lib/deploy.mjs';
import { deployDir, distDir, SHELL } from './lib/workspace.mjs';

if (isStale(SHELL)) build(SHELL);
const count = deployShell(distDir(SHELL), deployDir());
console.log(`shell: ${count} files published to ${deployDir()}`);
