/**
 * Vitest global setup of the browser journeys: builds the islands and the editor once per run,
 * so the pages the demo server renders link scripts that exist and match the sources under test.
 */
import { buildEditor } from '../../scripts/editor-build';
import { buildIslands } from '../../scripts/islands-build';

export default async function setup(): Promise<void> {
  await buildIslands();
  await buildEditor();
}
