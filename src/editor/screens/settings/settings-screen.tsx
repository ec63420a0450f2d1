/**
 * The Settings screen: the site's general settings, logo and icon, social accounts, header
 * and footer code, contributors and billing, one tab each. A role sees only the sections it
 * may read (GAP-10); each section is its own lazy module, loaded when its tab is opened.
 */
import { SectionTabs } from '../../components/section-tabs';
import { lazy, Suspense, type ComponentType } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSession, type Session } from '../../app/session';
import { Loading } from '../../components/load-state';
import './settings.css';

interface Section {
  id: string;
  label: string;
  visible(session: Session): boolean;
  Panel: ComponentType;
}

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(async () => ({ default: (await load())[name] }));

const SECTIONS: Section[] = [
  { id: 'general', label: 'General', visible: (s) => s.canRead('site.settings'), Panel: named(() => import('./site-sections'), 'GeneralPanel') },
  { id: 'logo', label: 'Logo and icon', visible: (s) => s.canRead('site.settings'), Panel: named(() => import('./site-sections'), 'LogoPanel') },
  { id: 'social', label: 'Social accounts', visible: (s) => s.canRead('site.settings'), Panel: named(() => import('./site-sections'), 'SocialPanel') },
  // GAP-36: code runs on every page, so only roles that may change settings see it.
  { id: 'code', label: 'Code injection', visible: (s) => s.can('site.settings'), Panel: named(() => import('./code-section'), 'CodeSection') },
  { id: 'contributors', label: 'Contributors', visible: (s) => s.can('contributors.manage'), Panel: named(() => import('./contributors-section'), 'ContributorsSection') },
  { id: 'billing', label: 'Billing', visible: (s) => s.can('billing.manage'), Panel: named(() => import('./billing-section'), 'BillingSection') },
];

export function SettingsScreen() {
  const session = useSession();
  const sections = SECTIONS.filter((section) => section.visible(session));
  return (
    <section className="screen settings" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Settings
      </h1>
      {sections.length === 0 ? (
        <p className="notice">Your role has no settings to see.</p>
      ) : (
        <Tabs className="settings__tabs">
          <TabList aria-label="Settings sections" className="settings__tab-list">
            {sections.map((section) => (
              <Tab key={section.id} id={section.id} className="settings__tab">
                {section.label}
              </Tab>
            ))}
          </TabList>
          {sections.map(({ id, Panel }) => (
            <TabPanel key={id} id={id} className="settings__panel panel">
              <Suspense fallback={<Loading />}>
                <Panel />
              </Suspense>
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
