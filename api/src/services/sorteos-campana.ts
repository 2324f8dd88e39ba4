import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readLivePointer, readPublishedCampaign } from '@area-cliente/shared/campaign';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db';
import { declararSorteos } from '../repositories/sorteos';

// Marketing declares draws in the campaign document; the API copies the live campaign's draws into
// the `sorteos` table, whose window every entry is checked against. The API does it (not the publish
// CLI) because an embedded PGlite data folder belongs to the running server; every instance reads the
// same live pointer and writes only what differs, so several instances agree.

/** Even when the live version has not changed, re-apply it this often (a demo reset reseeds the table). */
const REAPPLY_MS = 60_000;
const POINTER_PREFIX = '/area-cliente/';

export interface CampaignDrawsSync {
  /** Applies the live campaign's draws if the live version changed (or REAPPLY_MS passed). */
  sync(): Promise<void>;
}

export function campaignDrawsSync(
  db: Queryable,
  deployDir: string | undefined,
  log: FastifyBaseLogger,
): CampaignDrawsSync {
  let applied: { version: string; at: number } | undefined;
  let running: Promise<void> | undefined;

  async function apply(): Promise<void> {
    if (!deployDir) return;
    let pointerText: string;
    try {
      pointerText = await readFile(join(deployDir, 'campaign.json'), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // no campaign published yet
      throw err;
    }
    const pointer = readLivePointer(JSON.parse(pointerText));
    if (applied?.version === pointer.version && Date.now() - applied.at < REAPPLY_MS) return;
    const document = join(deployDir, pointer.url.slice(POINTER_PREFIX.length));
    const { campaign } = readPublishedCampaign(JSON.parse(await readFile(document, 'utf8')));
    const changed = await declararSorteos(
      db,
      Object.entries(campaign.sorteos).map(([codigo, draw]) => ({ codigo, ...draw })),
    );
    if (changed > 0) log.info({ version: pointer.version, changed }, 'Draws of the live campaign applied');
    applied = { version: pointer.version, at: Date.now() };
  }

  return {
    sync() {
      // One read at a time; callers that arrive meanwhile wait for it.
      running ??= apply()
        .catch((err: unknown) => {
          // The table keeps the draws it had; entries go on being checked against them.
          log.error({ err }, 'Could not apply the draws of the live campaign');
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}
