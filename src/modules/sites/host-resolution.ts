/**
 * Which site a request is for, from its Host header: `IDENTIFIER.baseDomain[:port]`, a custom
 * domain, or the bare base domain (the default site). Pure: works on a list of sites.
 */
import type { Website } from './sites.types';

export interface HostIndex {
  byIdentifier: Map<string, Website>;
  byDomain: Map<string, Website>;
  defaultSite: Website | null;
}

/** Builds the lookup tables for a list of sites. */
export function indexSites(sites: Website[]): HostIndex {
  const byIdentifier = new Map<string, Website>();
  const byDomain = new Map<string, Website>();
  let defaultSite: Website | null = null;
  for (const site of sites) {
    byIdentifier.set(site.identifier, site);
    for (const d of site.domains) byDomain.set(d, site);
    if (site.isDefault) defaultSite = site;
  }
  return { byIdentifier, byDomain, defaultSite };
}

/** Strips the port and a trailing dot, lowercases; IPv6 literals keep their brackets. */
export function normalizeHost(host: string | undefined): string {
  if (host === undefined) return '';
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1) h = h.slice(0, colon);
  return h.replace(/\.$/, '');
}

/** The site for a host, or null when the host names no site. */
export function resolveHost(index: HostIndex, rawHost: string | undefined, baseDomain: string): Website | null {
  const host = normalizeHost(rawHost);
  const custom = index.byDomain.get(host);
  if (custom !== undefined) return custom;
  if (host === baseDomain || host === '' || host === '127.0.0.1' || host === '[::1]' || host === `www.${baseDomain}`) return index.defaultSite;
  const suffix = `.${baseDomain}`;
  if (host.endsWith(suffix)) {
    const identifier = host.slice(0, -suffix.length);
    if (!identifier.includes('.')) return index.byIdentifier.get(identifier) ?? null;
  }
  return null;
}
