/** The Analytics panel's Cookies and tracking screen (issue 14): being built. */
import { SectionTabs } from '../../components/section-tabs';

export function TrackingSettingsScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Cookies and tracking
      </h1>
    </section>
  );
}
