/** The Analytics panel's Script errors screen (issue 14): being built. */
import { SectionTabs } from '../../components/section-tabs';

export function ErrorsScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Script errors
      </h1>
    </section>
  );
}
