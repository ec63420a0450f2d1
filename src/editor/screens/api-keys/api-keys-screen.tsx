/**
 * Keys for the site's HTTP API.
 */
import { SectionTabs } from '../../components/section-tabs';

export function ApiKeysScreen() {
  return (
    <div className="screen">
      <SectionTabs />
      <h1 className="screen__title">API keys</h1>
    </div>
  );
}
