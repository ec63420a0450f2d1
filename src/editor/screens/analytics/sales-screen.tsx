/** The Analytics panel's Sales screen (issue 14): being built. */
import { SectionTabs } from '../../components/section-tabs';

export function SalesScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Sales
      </h1>
    </section>
  );
}
