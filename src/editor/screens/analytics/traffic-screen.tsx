/** The Analytics panel's Traffic screen (issue 14): being built. */
import { SectionTabs } from '../../components/section-tabs';

export function TrafficScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Traffic
      </h1>
    </section>
  );
}
