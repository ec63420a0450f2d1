/**
 * The sections that edit the site record itself (General, Logo and icon, Social accounts):
 * each waits for the site to load, or says it could not (ADM-31) with a retry.
 */
import type { ComponentType } from 'react';
import type { WebsiteView } from '../../../shared/api/site';
import { LoadFailed, Loading } from '../../components/load-state';
import { GeneralSection } from './general-section';
import { LogoSection } from './logo-section';
import { useSite } from './settings-queries';
import { SocialSection } from './social-section';

function withSite(Section: ComponentType<{ website: WebsiteView }>) {
  return function SitePanel() {
    const site = useSite();
    if (site.isPending) return <Loading />;
    if (site.isError) return <LoadFailed error={site.error} retry={() => void site.refetch()} />;
    return <Section website={site.data} />;
  };
}

export const GeneralPanel = withSite(GeneralSection);
export const LogoPanel = withSite(LogoSection);
export const SocialPanel = withSite(SocialSection);
