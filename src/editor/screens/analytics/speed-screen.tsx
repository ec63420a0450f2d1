/** The Analytics panel's Page speed screen (issue 14): being built. */
import { SectionTabs } from '../../components/section-tabs';

export function SpeedScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Page speed
      </h1>
    </section>
  );
}
