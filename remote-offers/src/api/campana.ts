import { type Campaign, readLivePointer, readPublishedCampaign } from '@area-cliente/shared';

/** Written by `pnpm campaign:publish` and served no-cache: which campaign is live. */
const LIVE_POINTER_URL = '/area-cliente/campaign.json';

/** The live campaign, and where its images were published. */
export type LiveCampaign = { campaign: Campaign; imageUrl: (name: string) => string };

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function load(): Promise<LiveCampaign> {
  // The pointer is revalidated on every page load; the versioned document never changes, so the
  // browser's cache serves it until a publish points elsewhere.
  const pointer = readLivePointer(await fetchJson(LIVE_POINTER_URL, { cache: 'no-cache' }));
  const published = readPublishedCampaign(await fetchJson(pointer.url));
  const folder = pointer.url.slice(0, pointer.url.lastIndexOf('/') + 1);
  return {
    campaign: published.campaign,
    imageUrl: (name) => `${folder}${published.imagenes[name] ?? name}`,
  };
}

let live: Promise<LiveCampaign> | undefined;

/** One download per page load, shared by every screen and the side menu; a failure is tried again. */
export function liveCampaign(): Promise<LiveCampaign> {
  live ??= load().catch((error: unknown) => {
    live = undefined;
    throw error;
  });
  return live;
}
