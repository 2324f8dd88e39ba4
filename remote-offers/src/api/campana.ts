import { type Campaign, readLivePointer, readPublishedCampaign } from '@area-cliente/shared/campaign';
import { queryClient } from '@area-cliente/shared/query';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Written by `pnpm campaign:publish` and served no-cache: which campaign is live. */
const LIVE_POINTER_URL = '/area-cliente/campaign.json';

/** The live campaign, and where its images were published. */
export type LiveCampaign = { campaign: Campaign; imageUrl: (name: string) => string };

/** The JSON at `url`; `undefined` when it answers 404 and that is allowed. */
async function fetchJson(url: string, init?: RequestInit, { absentOk = false } = {}): Promise<unknown> {
  const response = await fetch(url, init);
  if (absentOk && response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Before marketing's first publish there is no pointer: the screens show what is theirs (the home's
 * greeting, summary and entries) and no cards, rather than a section that failed.
 */
const NO_CAMPAIGN: LiveCampaign = {
  campaign: { nombre: '', sorteos: {}, cards: [] },
  imageUrl: (name) => name,
};

async function load(): Promise<LiveCampaign> {
  // The pointer is revalidated on every page load; the versioned document never changes, so the
  // browser's cache serves it until a publish points elsewhere.
  const live = await fetchJson(LIVE_POINTER_URL, { cache: 'no-cache' }, { absentOk: true });
  if (live === undefined) return NO_CAMPAIGN;
  const pointer = readLivePointer(live);
  const published = readPublishedCampaign(await fetchJson(pointer.url));
  const folder = pointer.url.slice(0, pointer.url.lastIndexOf('/') + 1);
  return {
    campaign: published.campaign,
    imageUrl: (name) => `${folder}${published.imagenes[name] ?? name}`,
  };
}

/** In the page's query cache for good: a publish shows on the next page load, never mid-visit. */
const campaignQuery = queryOptions({ queryKey: ['campaign'], queryFn: load, staleTime: Infinity });

/** One download per page load, shared by every screen and the side menu; a failure is tried again. */
export const liveCampaign = () => queryClient.fetchQuery(campaignQuery);

/** The live campaign for a screen; `reload` asks again after a failure ('Reintentar'). */
export function useLiveCampaign() {
  const query = useQuery(campaignQuery, queryClient);
  return { query, reload: () => void query.refetch() };
}
